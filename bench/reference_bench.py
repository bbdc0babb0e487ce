# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What CircuitPython itself showed, measured outside the project (``make bench``).

No build of CircuitPython ships beside the project; its figures (the badge's heap layout and
instructions counted on a Thumb-2 build) arrive as facts, dated, in ``bench/reference.json``.
This prints them as markdown, ``@@ heap`` and ``@@ time``, for ``docs/memory.md``: the
reference the project's own measurements stand beside.
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "reference.json"), encoding="utf-8") as file:
        reference = json.load(file)
    heap, time = reference["heap"], reference["time"]
    print("@@ heap")
    print("Measured %s.\n" % reference["measured"])
    print("Heap laid out as on the badge: %s. A player's evening: %s.\n" % (
        heap["layout"], heap["evening"]))
    print("| the badge's pool | what happened |\n|---|---|")
    for pool, happened in heap["evenings"]:
        print("| %s | %s |" % (pool, happened))
    print("\nThe largest free block: %s. The session: %s." % (
        heap["largest_free_block"], heap["session"]))
    print("@@ time")
    print("Measured %s: %s.\n" % (reference["measured"], time["method"]))
    print("| what the player does | instructions: Python + drawing | badge, ms | pixels "
          "drawn |\n|---|---|---|---|")
    for row in time["rows"]:
        print("| %s |" % " | ".join(row))
    print("\nThe rule it gives: %s." % time["rule"])


if __name__ == "__main__":
    main()

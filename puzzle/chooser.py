# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The picture sets the intro's LEFT and RIGHT choose from, and the one in use."""


class Chooser:
    """Picture sets by name; the presenter is told each time another is chosen.

    :param presenter: has ``use_pictures(name, sizes)`` (see :mod:`puzzle.presenter`)
    :param names: the sets' names (empty: numbered tiles only)
    :param sizes: the board sizes the sets must have tilesheets for
    :param remember: called with a set's name when a game starts with it (to keep it), or None
    """

    def __init__(self, presenter, names, sizes, remember=None):
        self._presenter = presenter
        self._sizes = sizes
        self._remember = remember
        self.names = names
        self.index = 0

    @property
    def name(self):
        """The name of the set in use, or None for numbered tiles."""
        return self.names[self.index] if self.names else None

    def use(self, index):
        """Switch to set ``index``; its problems, each naming the set, go to the console and
        are returned (for the intro)."""
        self.index = index
        problems = ["%s: %s" % (self.name, problem)
                    for problem in self._presenter.use_pictures(self.name, self._sizes)]
        for problem in problems:
            print(problem)
        return problems

    def step(self, step):
        """The next (1) or previous (-1) set, round; its problems, as :meth:`use`."""
        return self.use((self.index + step) % len(self.names))

    def played(self):
        """A game starts with the set in use: keep its name for the next start."""
        if self._remember and self.names:
            self._remember(self.name)

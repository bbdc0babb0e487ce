"""``adafruit_imageload.bmp.indexed`` of adafruit_imageload 1.24.8: the game imports it with
the tilesheets, so that it is loaded while the heap is whole."""

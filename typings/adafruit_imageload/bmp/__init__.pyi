"""``adafruit_imageload.bmp`` of adafruit_imageload 1.24.8: imported, not called, by the game."""

// camera.h — world <-> framebuffer pixel mapping (no GL).
//
// World y points up unless yDown (the DirectX seed's screen convention). With the framebuffer W x H, world
// (x, y) is drawn at pixel (W/2 + (x - cx) * zoom, H/2 - (y - cy) * zoom) when y is up; pixel y grows down.
#pragma once

#include <algorithm>

#include "hitlab/math.h"

namespace hitlab::app {

struct Camera {
  Vec2 center;
  double zoom = 40;                   ///< pixels per world unit
  double width = 1280, height = 800;  ///< framebuffer size in pixels
  bool yDown = false;

  Vec2 toPixel(Vec2 w) const {
    double py = yDown ? height / 2 + (w.y - center.y) * zoom : height / 2 - (w.y - center.y) * zoom;
    return {width / 2 + (w.x - center.x) * zoom, py};
  }
  Vec2 toWorld(Vec2 p) const {
    double wy = yDown ? center.y + (p.y - height / 2) / zoom : center.y - (p.y - height / 2) / zoom;
    return {center.x + (p.x - width / 2) / zoom, wy};
  }
  /// Zooms by `factor` keeping the world point under `pixel` fixed.
  void zoomAbout(Vec2 pixel, double factor) {
    Vec2 before = toWorld(pixel);
    zoom = std::clamp(zoom * factor, 1e-6, 1e12);
    Vec2 after = toWorld(pixel);
    center = center + (before - after);
  }
  /// Moves the view by a pixel delta (the world follows the mouse).
  void panPixels(Vec2 delta) {
    center.x -= delta.x / zoom;
    center.y += (yDown ? -1 : 1) * delta.y / zoom;
  }
};

}  // namespace hitlab::app

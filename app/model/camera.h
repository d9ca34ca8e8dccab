// camera.h — world <-> framebuffer pixel mapping (no GL).
//
// World y points up unless yDown (the DirectX seed's screen convention). The view's center (cx, cy) is drawn
// at the center (X, Y) of the canvas, the part of the framebuffer no panel covers: world (x, y) is at pixel
// (X + (x - cx) * zoom, Y - (y - cy) * zoom) when y is up; pixel y grows down.
#pragma once

#include <algorithm>

#include "hitlab/math.h"

namespace hitlab::app {

struct Camera {
  Vec2 center;
  double zoom = 40;                   ///< pixels per world unit
  double width = 1280, height = 800;  ///< framebuffer size in pixels
  Vec2 canvasLo{}, canvasHi{};        ///< the canvas in framebuffer pixels; empty: the whole framebuffer
  bool yDown = false;

  Vec2 canvasSize() const {
    return canvasHi.x > canvasLo.x && canvasHi.y > canvasLo.y ? canvasHi - canvasLo : Vec2{width, height};
  }
  Vec2 canvasCenter() const {
    return canvasHi.x > canvasLo.x && canvasHi.y > canvasLo.y ? 0.5 * (canvasLo + canvasHi)
                                                              : Vec2{width / 2, height / 2};
  }
  Vec2 toPixel(Vec2 w) const {
    const Vec2 c = canvasCenter();
    double py = yDown ? c.y + (w.y - center.y) * zoom : c.y - (w.y - center.y) * zoom;
    return {c.x + (w.x - center.x) * zoom, py};
  }
  Vec2 toWorld(Vec2 p) const {
    const Vec2 c = canvasCenter();
    double wy = yDown ? center.y + (p.y - c.y) / zoom : center.y - (p.y - c.y) / zoom;
    return {center.x + (p.x - c.x) / zoom, wy};
  }
  /// Zooms by `factor` keeping the world point under `pixel` fixed.
  void zoomAbout(Vec2 pixel, double factor) {
    Vec2 before = toWorld(pixel);
    zoom = std::clamp(zoom * factor, 1e-6, 1e12);
    Vec2 after = toWorld(pixel);
    center = center + (before - after);
  }
  /// Moves the view so that world point w is drawn at `pixel` (a pinch: the point under the fingers stays
  /// under them).
  void placeAt(Vec2 w, Vec2 pixel) {
    const Vec2 c = canvasCenter();
    center.x = w.x - (pixel.x - c.x) / zoom;
    center.y = yDown ? w.y - (pixel.y - c.y) / zoom : w.y + (pixel.y - c.y) / zoom;
  }
  /// Moves the view by a pixel delta (the world follows the mouse).
  void panPixels(Vec2 delta) {
    center.x -= delta.x / zoom;
    center.y += (yDown ? -1 : 1) * delta.y / zoom;
  }
};

}  // namespace hitlab::app

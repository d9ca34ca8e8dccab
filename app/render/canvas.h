// canvas.h — what scene drawing needs from a backend: fills, thick lines, disks, in framebuffer pixels
// (y down). The GL renderer draws them on screen; the SVG canvas writes them for slides.
#pragma once

#include <cstdint>

#include "hitlab/math.h"

namespace hitlab::app {

struct Color {
  float r, g, b, a;
};

class Canvas {
 public:
  virtual ~Canvas() = default;
  virtual void triangle(Vec2 a, Vec2 b, Vec2 c, Color color) = 0;
  /// A thick line with round caps; dash > 0 cuts it into dashes of that period (pixels).
  virtual void line(Vec2 p0, Vec2 p1, float width, Color color, float dash = 0) = 0;
  virtual void disk(Vec2 center, float radius, Color fill, Color stroke = {0, 0, 0, 0},
                    float strokeWidth = 0) = 0;
  /// A small disk with a one-pixel rim (a tiny shape drawn as its tint); backends may draw it cheaper.
  virtual void dot(Vec2 center, float radius, Color fill, Color stroke) {
    disk(center, radius, fill, stroke, 1);
  }
  /// Dots that stay as they are from frame to frame (a big scene's, all but the shape being dragged) may be
  /// kept as one image. beginStillDots(key) is true when the backend needs them drawn for this key (then
  /// stillDot() follows for each), false when it still has them; they are drawn where dots are.
  virtual bool beginStillDots(std::uint64_t /*key*/) { return true; }
  virtual void stillDot(Vec2 center, float radius, Color fill, Color stroke) {
    dot(center, radius, fill, stroke);
  }
  /// Ends a layer: everything so far is drawn below what follows.
  virtual void flush() = 0;
};

/// An arrow (pixels): a line from `from` to `to` with a head of two strokes at `to` (none when shorter than a
/// pixel).
inline void drawArrow(Canvas& r, Vec2 from, Vec2 to, float width, Color c) {
  r.line(from, to, width, c);
  const Vec2 d = to - from;
  const double len = length(d);
  if (len < 1) return;
  const Vec2 u = (1 / len) * d, n{-u.y, u.x};
  r.line(to, to - 12 * u + 6 * n, width, c);
  r.line(to, to - 12 * u - 6 * n, width, c);
}

}  // namespace hitlab::app

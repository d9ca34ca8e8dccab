// svg_canvas.h — the scene view as SVG (shapes, markers, SAT overlay) for slides.
#pragma once

#include <string>

#include "canvas.h"

namespace hitlab::app {

class SvgCanvas : public Canvas {
 public:
  SvgCanvas(double width, double height);
  void triangle(Vec2 a, Vec2 b, Vec2 c, Color color) override;
  void line(Vec2 p0, Vec2 p1, float width, Color color, float dash = 0) override;
  void disk(Vec2 center, float radius, Color fill, Color stroke = {0, 0, 0, 0},
            float strokeWidth = 0) override;
  void flush() override {}
  /// The document so far, closed.
  std::string text() const { return body_ + "</svg>\n"; }

 private:
  std::string body_;
};

}  // namespace hitlab::app

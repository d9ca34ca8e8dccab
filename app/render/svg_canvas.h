// svg_canvas.h — the scene view as SVG (shapes, markers, SAT overlay) for slides: File > Export view as SVG.
#pragma once

#include <string>

#include "canvas.h"

namespace hitlab::app {

struct AppState;

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

/// Writes the current view (shapes, markers, SAT overlay) as SVG; the status bar says whether it could.
bool exportSvg(AppState& s, const std::string& path);

}  // namespace hitlab::app

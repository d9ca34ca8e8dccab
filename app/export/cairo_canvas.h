// cairo_canvas.h — the canvas primitives through cairo, for pictures made without a display: PNG frames
// and PDF pages (export/pictures.h, export/handout_pdf.h). The desktop's (Debian's cairo); the page draws
// with WebGL alone.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <cairo.h>

#include "../render/canvas.h"

namespace hitlab::app {

class CairoCanvas : public Canvas {
 public:
  /// Draws on `cr` in its current user space (pixels, y down), which the caller owns.
  explicit CairoCanvas(cairo_t* cr) : cr_(cr) {}
  ~CairoCanvas() override { flush(); }
  CairoCanvas(const CairoCanvas&) = delete;
  CairoCanvas& operator=(const CairoCanvas&) = delete;
  void triangle(Vec2 a, Vec2 b, Vec2 c, Color color) override;
  void line(Vec2 p0, Vec2 p1, float width, Color color, float dash = 0) override;
  void disk(Vec2 center, float radius, Color fill, Color stroke = {0, 0, 0, 0},
            float strokeWidth = 0) override;
  void flush() override;

 private:
  // Triangles of one colour in a row (a shape's fan, a band) are filled as one path: their shared edges
  // antialiased once would show as seams, and a fan's triangles do not overlap.
  cairo_t* cr_;
  std::vector<Vec2> pending_;
  Color pendingColor_{};
};

/// A PDF of pages of width x height points, drawn by `draw` (cairo_show_page between pages, and after the
/// last), written beside `path` and renamed over it once cairo has finished it: atomic. Throws
/// std::runtime_error naming the file and what failed.
void writePdf(const std::string& path, double width, double height, const std::string& title,
              const std::function<void(cairo_t*)>& draw);

}  // namespace hitlab::app

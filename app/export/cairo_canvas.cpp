// cairo_canvas.cpp — canvas primitives as cairo paths (cairo_canvas.h).
#include "cairo_canvas.h"

#include <cairo-pdf.h>
#include <cairo.h>

#include <cmath>
#include <filesystem>
#include <stdexcept>

namespace hitlab::app {

namespace {

void source(cairo_t* cr, Color c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

bool sameColor(Color a, Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

}  // namespace

void CairoCanvas::triangle(Vec2 a, Vec2 b, Vec2 c, Color color) {
  if (!pending_.empty() && !sameColor(color, pendingColor_)) flush();
  pendingColor_ = color;
  pending_.insert(pending_.end(), {a, b, c});
}

void CairoCanvas::flush() {
  if (pending_.empty()) return;
  cairo_new_path(cr_);
  for (std::size_t i = 0; i + 2 < pending_.size(); i += 3) {
    cairo_move_to(cr_, pending_[i].x, pending_[i].y);
    cairo_line_to(cr_, pending_[i + 1].x, pending_[i + 1].y);
    cairo_line_to(cr_, pending_[i + 2].x, pending_[i + 2].y);
    cairo_close_path(cr_);
  }
  cairo_set_fill_rule(cr_, CAIRO_FILL_RULE_WINDING);
  source(cr_, pendingColor_);
  cairo_fill(cr_);
  pending_.clear();
}

void CairoCanvas::line(Vec2 p0, Vec2 p1, float width, Color color, float dash) {
  flush();
  cairo_new_path(cr_);
  cairo_move_to(cr_, p0.x, p0.y);
  cairo_line_to(cr_, p1.x, p1.y);
  cairo_set_line_width(cr_, width);
  cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
  const double dashes[] = {dash / 2.0, dash / 2.0};
  cairo_set_dash(cr_, dashes, dash > 0 ? 2 : 0, 0);
  source(cr_, color);
  cairo_stroke(cr_);
  cairo_set_dash(cr_, nullptr, 0, 0);
}

void CairoCanvas::disk(Vec2 center, float radius, Color fill, Color stroke, float strokeWidth) {
  flush();
  cairo_new_path(cr_);
  cairo_arc(cr_, center.x, center.y, radius, 0, 2 * M_PI);
  source(cr_, fill);
  if (strokeWidth <= 0 || stroke.a <= 0) {
    cairo_fill(cr_);
    return;
  }
  cairo_fill_preserve(cr_);
  cairo_set_line_width(cr_, strokeWidth);
  source(cr_, stroke);
  cairo_stroke(cr_);
}

void writePdf(const std::string& path, double width, double height, const std::string& title,
              const std::function<void(cairo_t*)>& draw) {
  const std::string tmp = path + ".tmp";
  cairo_surface_t* surface = cairo_pdf_surface_create(tmp.c_str(), width, height);
  if (!title.empty()) cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title.c_str());
  cairo_t* cr = cairo_create(surface);
  draw(cr);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  const cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  std::error_code ec;
  if (status != CAIRO_STATUS_SUCCESS) {
    std::filesystem::remove(tmp, ec);
    throw std::runtime_error(path + ": " + cairo_status_to_string(status));
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) throw std::runtime_error(path + ": cannot write: " + ec.message());
}

}  // namespace hitlab::app

// svg_canvas.cpp — canvas primitives as SVG elements, in drawing order.
#include "svg_canvas.h"

#include <cmath>
#include <cstdio>

#include "../model/app_state.h"
#include "palette.h"
#include "scene_view.h"

namespace hitlab::app {

namespace {

// fill="rgb(r,g,b)" fill-opacity="a" (or the same for stroke).
std::string attr(const char* what, Color c) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%s=\"rgb(%d,%d,%d)\" %s-opacity=\"%.3g\"", what, int(c.r * 255),
                int(c.g * 255), int(c.b * 255), what, c.a);
  return buf;
}

}  // namespace

SvgCanvas::SvgCanvas(double w, double h) {
  char buf[256];
  std::snprintf(
      buf, sizeof buf,
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" viewBox=\"0 0 %g %g\">\n"
      "<rect width=\"100%%\" height=\"100%%\" fill=\"rgb(%ld,%ld,%ld)\"/>\n",
      w, h, w, h, std::lround(palette().background.r * 255), std::lround(palette().background.g * 255),
      std::lround(palette().background.b * 255));  // (the theme's canvas, as on screen)
  body_ = buf;
}

void SvgCanvas::triangle(Vec2 a, Vec2 b, Vec2 c, Color color) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "<polygon points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f\" ", a.x, a.y, b.x, b.y,
                c.x, c.y);
  body_ += buf + attr("fill", color) + "/>\n";
}

void SvgCanvas::line(Vec2 p0, Vec2 p1, float width, Color color, float dash) {
  char buf[200];
  std::snprintf(
      buf, sizeof buf,
      "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke-width=\"%.2f\" stroke-linecap=\"round\" ",
      p0.x, p0.y, p1.x, p1.y, width);
  body_ += buf + attr("stroke", color);
  if (dash > 0) body_ += " stroke-dasharray=\"" + std::to_string(dash / 2) + "\"";
  body_ += "/>\n";
}

void SvgCanvas::disk(Vec2 c, float radius, Color fill, Color stroke, float strokeWidth) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" stroke-width=\"%.2f\" ", c.x,
                c.y, radius, strokeWidth);
  body_ += buf + attr("fill", fill) + " " + attr("stroke", stroke) + "/>\n";
}

bool exportSvg(AppState& s, const std::string& path) {
  SvgCanvas svg(s.cam.width, s.cam.height);
  drawScene(svg, s.model, s.cam, s.view);
  std::string text = svg.text();
  std::string tmp = path + ".tmp";
  FILE* f = std::fopen(tmp.c_str(), "wb");
  bool ok = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
  ok = (f && std::fclose(f) == 0) && ok;
  ok = ok && std::rename(tmp.c_str(), path.c_str()) == 0;
  say(s, {ok ? "files.wrote" : "files.not-written", {path}});
  if (ok) s.wrote(path);
  return ok;
}

}  // namespace hitlab::app

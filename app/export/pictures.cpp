// pictures.cpp — the scene view and Explain's steps drawn through cairo (pictures.h).
#include "pictures.h"

#include <cairo.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <stdexcept>

#include "../model/app_state.h"
#include "../model/file_actions.h"
#include "../model/sat_layout.h"
#include "../render/explain_view.h"
#include "../render/label_layout.h"
#include "../render/palette.h"
#include "../render/scene_view.h"
#include "../render/svg_canvas.h"
#include "cairo_canvas.h"
#include "export_errors.h"
#include "hitlab/atomic_save.h"

namespace hitlab::app {

namespace {

using exporting::endsWith;
using exporting::fail;

// [SECTION] What is drawn: the scene model, framed, and the explanation of its pair

struct Prepared {
  AppState state;
  explain::Explanation explanation;
};

// Picture k's scene: the request's, with the trail's shape as it was at state k.
Scene sceneAt(const PictureRequest& r, int k) {
  Scene scene = r.scene;
  const int n = static_cast<int>(scene.shapes.size());
  if (r.trailShape >= 0 && r.trailShape < n && k < static_cast<int>(r.trail.size()))
    scene.shapes[r.trailShape] = r.trail[k];
  return scene;
}

// The pair's explanation in picture k's scene: its own steps, then those to its time of impact.
explain::Explanation explanationOf(const Scene& scene, int a, int b) {
  const NamedShape &na = scene.shapes[a], &nb = scene.shapes[b];
  explain::Explanation e = explain::explain(na.shape, nb.shape, na.id, nb.id);
  const explain::Explanation motion =
      explain::explainMotion(na.shape, na.motion, nb.shape, nb.motion, na.id, nb.id);
  e.steps.insert(e.steps.end(), motion.steps.begin(), motion.steps.end());
  return e;
}

bool hasPair(const PictureRequest& r) {
  const int n = static_cast<int>(r.scene.shapes.size());
  return r.a >= 0 && r.b >= 0 && r.a < n && r.b < n;
}

// The view of a canvas of canvasWidth x canvasHeight pixels: the request's, or one the whole drag fits in, or
// the pair framed, or the scene fitted.
void frame(Prepared& p, const PictureRequest& r, double canvasWidth, double canvasHeight) {
  AppState& s = p.state;
  s.cam.width = canvasWidth, s.cam.height = canvasHeight, s.cam.yDown = r.yDown;
  if (r.view) {
    s.cam.center = r.view->center, s.cam.zoom = r.view->zoom;
  } else if (!r.trail.empty()) {  // (one view for the whole drag: every state of the shape in it)
    std::vector<NamedShape> all = r.scene.shapes;
    all.insert(all.end(), r.trail.begin(), r.trail.end());
    fitCamera(s.cam, all);
  } else {
    fitCamera(s.cam, s.model.scene().shapes);
    if (hasPair(r)) framePair(s);
  }
}

// Picture k's scene model, view options and explanation (framed by frame()).
std::unique_ptr<Prepared> prepare(const PictureRequest& r, int k) {
  auto p = std::make_unique<Prepared>();
  AppState& s = p->state;
  s.model.reset(sceneAt(r, k), "");
  if (hasPair(r)) s.model.pairA = r.a, s.model.pairB = r.b;  // (nothing selected: no handles in a picture)
  s.view.hideAnswers = r.reveal && k == 0;
  if (hasPair(r) && r.explain) p->explanation = explanationOf(s.model.scene(), r.a, r.b);
  s.view.showMotion =
      std::any_of(s.model.scene().shapes.begin(), s.model.scene().shapes.end(), [](const NamedShape& ns) {
        return ns.motion != Vec2{0, 0};
      });
  return p;
}

// [SECTION] Text through Pango: the caption and the marks' labels

using Layout = std::unique_ptr<PangoLayout, decltype(&g_object_unref)>;

Layout textLayout(cairo_t* cr, const std::string& text, double sizePx, double width) {
  Layout layout(pango_cairo_create_layout(cr), &g_object_unref);
  PangoFontDescription* font = pango_font_description_from_string("Noto Sans CJK JP");
  pango_font_description_set_absolute_size(font, sizePx * PANGO_SCALE);
  pango_layout_set_font_description(layout.get(), font);
  pango_font_description_free(font);
  if (width > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  }
  pango_layout_set_text(layout.get(), text.c_str(), -1);
  return layout;
}

Vec2 layoutSize(PangoLayout* layout) {
  int w = 0, h = 0;
  pango_layout_get_pixel_size(layout, &w, &h);
  return {static_cast<double>(w), static_cast<double>(h)};
}

void drawText(cairo_t* cr, PangoLayout* layout, Vec2 at, Color c) {
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
  cairo_move_to(cr, at.x, at.y);
  pango_cairo_show_layout(cr, layout);
}

double textSize(const PictureRequest& r) { return std::max(11.0, std::min(r.width, r.height) / 36.0); }

std::string caption(const PictureRequest& r, const Prepared& p, int k) {
  if (!r.explain || p.explanation.steps.empty()) return "";
  return std::to_string(k + 1) + "/" + std::to_string(p.explanation.steps.size()) + "  " +
         explain::text(p.explanation.steps[static_cast<std::size_t>(k)], r.language);
}

// The marks' labels, none over another nor over an interval bar (as the app's Explain section places them).
void drawLabels(cairo_t* cr, const AppState& s, const std::vector<explain::Mark>& marks, double sizePx) {
  std::vector<Stroke> strokes;
  const double bar = 5;
  if (s.view.showSat)
    if (const PairEntry* pe = s.model.pair(s.model.pairA, s.model.pairB); pe && pe->result.error.empty())
      for (const SatRow& row : satRows(s.model, s.cam, *pe, s.view.collapseParallel)) {
        strokes.push_back({s.cam.toPixel(row.aFrom), s.cam.toPixel(row.aTo), bar});
        strokes.push_back({s.cam.toPixel(row.bFrom), s.cam.toPixel(row.bTo), bar});
      }
  std::vector<LabelRequest> requests;
  std::vector<Layout> layouts;
  for (const explain::Mark& m : marks) {
    if (m.kind == explain::Mark::Kind::Interval)
      strokes.push_back({s.cam.toPixel(m.p), s.cam.toPixel(m.q), bar});
    if (m.label.empty()) continue;
    layouts.push_back(textLayout(cr, m.label, sizePx, 0));
    requests.push_back({s.cam.toPixel(markLabelAnchor(m)), layoutSize(layouts.back().get())});
  }
  const auto placed = placeLabels(requests, {}, strokes, {0, 0, s.cam.width, s.cam.height}, 4);
  for (std::size_t i = 0; i < placed.size(); ++i)
    if (placed[i]) drawText(cr, layouts[i].get(), *placed[i], palette().markLabel);
}

// Picture k on `cr` (width x height, y down): the caption band's height measured first, the canvas above it.
void drawPicture(cairo_t* cr, const PictureRequest& r, int k) {
  const PaletteScope theme(r.theme);
  const double sizePx = textSize(r), pad = sizePx * 0.75;
  std::unique_ptr<Prepared> p = prepare(r, k);
  const std::string text = caption(r, *p, k);
  double band = 0;
  Layout layout = textLayout(cr, text, sizePx, r.width - 2 * pad);
  if (!text.empty()) band = layoutSize(layout.get()).y + 2 * pad;
  frame(*p, r, r.width, std::max(1.0, r.height - band));  // (the canvas above the caption)
  AppState& s = p->state;
  const Color bg = palette().background;
  cairo_set_source_rgb(cr, bg.r, bg.g, bg.b);
  cairo_paint(cr);
  const std::vector<explain::Mark>* marks = r.explain && k < static_cast<int>(p->explanation.steps.size())
                                                ? &p->explanation.steps[k].marks
                                                : nullptr;
  s.view.marks = marks;
  {
    cairo_save(cr);
    cairo_rectangle(cr, 0, 0, r.width, r.height - band);
    cairo_clip(cr);
    CairoCanvas canvas(cr);
    drawScene(canvas, s.model, s.cam, s.view);
    canvas.flush();
    if (marks) drawLabels(cr, s, *marks, sizePx * 0.9);
    cairo_restore(cr);
  }
  if (band <= 0) return;
  const Color rule = palette().muted;
  cairo_set_source_rgba(cr, rule.r, rule.g, rule.b, rule.a);
  cairo_rectangle(cr, 0, r.height - band, r.width, 1);
  cairo_fill(cr);
  drawText(cr, layout.get(), {pad, r.height - band + pad}, palette().markLabel);
}

void check(const PictureRequest& r) {
  if (r.width < 16 || r.height < 16 || r.width > 8192 || r.height > 8192)
    throw std::runtime_error("a picture from 16x16 to 8192x8192 pixels, not " + std::to_string(r.width) +
                             "x" + std::to_string(r.height));
}

}  // namespace

int pictureCount(const PictureRequest& r) {
  if (!r.trail.empty()) return static_cast<int>(r.trail.size());
  if (r.reveal) return 2;
  if (!r.explain) return 1;
  if (!hasPair(r)) return 1;
  return std::max<int>(1, static_cast<int>(explanationOf(r.scene, r.a, r.b).steps.size()));
}

AnimationFrame renderPicture(const PictureRequest& r, int k) {
  check(r);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, r.width, r.height);
  cairo_t* cr = cairo_create(surface);
  drawPicture(cr, r, k);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  AnimationFrame f;
  f.width = r.width, f.height = r.height;
  f.rgba.resize(static_cast<std::size_t>(r.width) * r.height * 4);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x) {  // (cairo's ARGB32: native-endian words, the background opaque)
      std::uint32_t px = 0;
      std::memcpy(&px, data + static_cast<std::size_t>(y) * stride + 4 * x, 4);
      std::uint8_t* out = &f.rgba[(static_cast<std::size_t>(y) * r.width + x) * 4];
      out[0] = (px >> 16) & 255, out[1] = (px >> 8) & 255, out[2] = px & 255, out[3] = 255;
    }
  cairo_surface_destroy(surface);
  return f;
}

void writePictures(const PictureRequest& r, const std::string& path, int frameMs, int step) {
  check(r);
  const int count = pictureCount(r);
  if (step < 0 || step > count)
    fail(path, "no step " + std::to_string(step) + ": the pair's explanation has " + std::to_string(count));
  const bool one = endsWith(path, ".png") || endsWith(path, ".svg");
  if (one && count > 1 && step == 0)
    fail(path, "one picture, and there are " + std::to_string(count) +
                   ": say which (--step N), or write them all (.webp, .gif, .pdf or a folder)");
  const int k = step > 0 ? step - 1 : 0;
  if (endsWith(path, ".png")) return writePng(renderPicture(r, k), path);
  if (endsWith(path, ".svg")) {  // (the canvas alone: SVG text would need the fonts where it is shown)
    const PaletteScope theme(r.theme);
    std::unique_ptr<Prepared> p = prepare(r, k);
    frame(*p, r, r.width, r.height);
    p->state.view.marks = r.explain && k < static_cast<int>(p->explanation.steps.size())
                              ? &p->explanation.steps[k].marks
                              : nullptr;
    SvgCanvas svg(r.width, r.height);
    drawScene(svg, p->state.model, p->state.cam, p->state.view);
    return saveTextAtomic(svg.text(), path);
  }
  const int from = step > 0 ? k : 0, to = step > 0 ? k + 1 : count;
  if (endsWith(path, ".pdf"))
    return writePdf(path, r.width, r.height, "", [&](cairo_t* cr) {
      for (int i = from; i < to; ++i) {
        drawPicture(cr, r, i);
        cairo_show_page(cr);
      }
    });
  std::vector<AnimationFrame> frames;
  for (int i = from; i < to; ++i) frames.push_back(renderPicture(r, i));
  writeAnimation(frames, frameMs, path);
}

}  // namespace hitlab::app

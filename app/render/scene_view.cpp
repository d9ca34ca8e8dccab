// scene_view.cpp — what the canvas shows, drawn in three layers: grid, shapes, overlays.
#include "scene_view.h"

#include "../model/keyboard_focus.h"
#include "../model/sat_layout.h"

#include "explain_view.h"
#include "motion_view.h"
#include "palette.h"

#include <cstring>

#include <algorithm>
#include <cmath>

#include "hitlab/broadphase.h"

namespace hitlab::app {

Color relationColor(Relation r) {
  switch (r) {
    case Relation::Disjoint:
      return palette().disjoint;
    case Relation::Touching:
      return palette().touching;
    case Relation::Overlapping:
      return palette().overlapping;
  }
  return palette().neutral;
}
Color errorColor() { return palette().invalid; }

double gridStep(double zoom) {
  double step = std::pow(10.0, std::floor(std::log10(24.0 / zoom)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (step * m * zoom >= 24) return step * m;
  return step * 10;
}

namespace {

// The keyboard's focus: a ring round a point handle or a motion's tip, a dashed frame round a body (not
// colour alone: its own shape, clear of the shape's outline).
void drawFocus(Canvas& r, const NamedShape& n, const Handle& h, const Camera& cam) {
  const Color c = palette().focusRing;
  if (h.kind != HandleKind::Body) {
    r.disk(cam.toPixel(focusPoint(n, h)), 12, {0, 0, 0, 0}, c, 3);
    return;
  }
  const Aabb b = boundsOf(n.shape);
  const Vec2 p0 = cam.toPixel(b.min), p1 = cam.toPixel(b.max);
  const double x0 = std::min(p0.x, p1.x) - 8, x1 = std::max(p0.x, p1.x) + 8;
  const double y0 = std::min(p0.y, p1.y) - 8, y1 = std::max(p0.y, p1.y) + 8;
  const Vec2 corners[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  for (int k = 0; k < 4; ++k) r.line(corners[k], corners[(k + 1) % 4], 2.5f, c, 8);
}

// A polyline; with dash > 0 in dashes of that period (pixels, half of it drawn) that run on along it, so that
// an arc's many short sides are dashed as one line (each line's own dashes would start again at each side).
void outline(Canvas& r, const std::vector<Vec2>& pts, const Camera& cam, float w, Color c, float dash,
             bool closed) {
  double along = 0;  // (where the pattern is at the start of each side)
  for (size_t i = 0; i + (closed ? 0 : 1) < pts.size(); ++i) {
    const Vec2 p = cam.toPixel(pts[i]), q = cam.toPixel(pts[(i + 1) % pts.size()]);
    if (dash <= 0) {
      r.line(p, q, w, c);
      continue;
    }
    const double length = hitlab::length(q - p);
    for (double t = 0; t < length;) {  // (each piece up to the next change of the pattern)
      const double phase = std::fmod(along, dash), next = phase < dash / 2 ? dash / 2 - phase : dash - phase;
      const double end = std::min(length, t + next);
      if (phase < dash / 2) r.line(p + (t / length) * (q - p), p + (end / length) * (q - p), w, c);
      along += end - t, t = end;
    }
  }
}

// A core (one point, a segment's two ends, or a convex polygon's vertices in either order) grown by r > 0, as
// a convex polygon: around each vertex the arc between its edges' outward normals (enough points for a smooth
// rim at this zoom), joined by the sides.
std::vector<Vec2> grownOutline(std::vector<Vec2> core, double r, const Camera& cam) {
  constexpr double pi = 3.14159265358979323846;
  double area = 0;
  for (std::size_t i = 0; i < core.size(); ++i) area += cross(core[i], core[(i + 1) % core.size()]);
  if (area < 0) std::reverse(core.begin(), core.end());
  const std::size_t n = core.size();
  const int perHalfTurn = std::clamp(static_cast<int>(r * cam.zoom / 2), 6, 48);
  auto outward = [](Vec2 d) { return std::atan2(-d.x, d.y); };  // (the angle of d's right normal)
  std::vector<Vec2> pts;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 v = core[i];
    double from = 0, sweep = 2 * pi;  // (a point: the whole circle)
    if (n > 1) {
      from = outward(v - core[(i + n - 1) % n]);
      sweep = std::remainder(outward(core[(i + 1) % n] - v) - from, 2 * pi);
      if (sweep < 0) sweep += 2 * pi;
    }
    const int steps = std::max(1, static_cast<int>(std::ceil(perHalfTurn * sweep / pi)));
    for (int k = 0; k <= steps; ++k) {
      const double t = from + sweep * k / steps;
      pts.push_back(v + r * Vec2{std::cos(t), std::sin(t)});
    }
  }
  return pts;
}

// The outline a shape is drawn with: a point set's corners, or its rim when grown by a radius; empty for a
// point, segment or circle (drawn as they are) and for a capsule of radius 0 (its segment).
std::vector<Vec2> outlineOf(const Shape& s, const Camera& cam, bool invalid) {
  std::vector<Vec2> pts;
  double r = roundingOf(s);
  if (auto* q = std::get_if<Rect>(&s)) {
    const auto corners = rectCorners(*q);
    pts.assign(corners.begin(), corners.end());
    if (r > 0 && !(q->max.x > q->min.x && q->max.y > q->min.y))  // (flat: a capsule's or a disk's core)
      pts = q->min == q->max ? std::vector<Vec2>{q->min} : std::vector<Vec2>{q->min, q->max};
  }
  if (auto* g = std::get_if<Polygon>(&s)) pts = g->points;
  if (auto* k = std::get_if<Capsule>(&s); k && k->radius > 0)
    pts = k->a == k->b ? std::vector<Vec2>{k->a} : std::vector<Vec2>{k->a, k->b}, r = k->radius;
  return r > 0 && !invalid ? grownOutline(std::move(pts), r, cam) : pts;
}

}  // namespace

std::vector<Vec2> worldOutline(const Shape& s, const Camera& cam) {
  if (auto* p = std::get_if<Point>(&s)) return {p->p};
  if (auto* g = std::get_if<Segment>(&s)) return {g->a, g->b};
  if (auto* c = std::get_if<Circle>(&s))
    return c->radius > 0 ? grownOutline({c->center}, c->radius, cam) : std::vector<Vec2>{c->center};
  if (auto* k = std::get_if<Capsule>(&s); k && !(k->radius > 0)) return {k->a, k->b};
  return outlineOf(s, cam, false);
}

void drawOutline(Canvas& r, const Shape& s, const Camera& cam, float width, Color c, float dash) {
  const std::vector<Vec2> pts = worldOutline(s, cam);
  if (pts.size() == 1) return r.disk(cam.toPixel(pts[0]), 5, {0, 0, 0, 0}, c, width);
  outline(r, pts, cam, width, c, dash, pts.size() > 2);
}

namespace {

// A shape's relation is drawn by its line as well as its colour (never by colour alone): apart from every
// other shape dashed (a point hollow), touching solid, overlapping solid and heavier; an invalid shape
// dotted, unfilled. `worst` is nullopt while a lesson's question hides the answers.
void drawShape(Canvas& r, const Shape& s, const Camera& cam, Color c, bool selected, bool invalid,
               std::optional<Relation> worst) {
  const bool apart = worst == Relation::Disjoint && !invalid;
  const float w = (selected ? 3.5f : 2.0f) + (worst == Relation::Overlapping ? 1.0f : 0.0f);
  const float dash = invalid ? 5.0f : apart ? kApartDash : 0.0f;
  Color fill = withAlpha(c, selected ? 0.28f : 0.18f);
  if (auto* p = std::get_if<Point>(&s))
    return apart ? r.disk(cam.toPixel(p->p), selected ? 6 : 4.5f, withAlpha(c, 0.15f), c, 1.5f)
                 : r.disk(cam.toPixel(p->p), selected ? 6 : 4.5f, c);
  if (auto* g = std::get_if<Segment>(&s)) return r.line(cam.toPixel(g->a), cam.toPixel(g->b), w, c, dash);
  if (auto* k = std::get_if<Circle>(&s); k && dash == 0)
    return r.disk(cam.toPixel(k->center), float(k->radius * cam.zoom), fill, c, w);
  if (auto* k = std::get_if<Capsule>(&s); k && !(k->radius > 0))
    return r.line(cam.toPixel(k->a), cam.toPixel(k->b), w, c, dash);  // (its segment)
  const std::vector<Vec2> pts =
      std::holds_alternative<Circle>(s) ? worldOutline(s, cam) : outlineOf(s, cam, invalid);
  if (pts.empty()) return;
  if (pts.size() == 1) return r.disk(cam.toPixel(pts[0]), 4.5f, withAlpha(c, 0.15f), c, 1.5f);  // (no extent)
  if (!invalid)
    for (size_t i = 1; i + 1 < pts.size(); ++i)
      r.triangle(cam.toPixel(pts[0]), cam.toPixel(pts[i]), cam.toPixel(pts[i + 1]), fill);
  outline(r, pts, cam, w, c, dash, pts.size() > 2);
}

void drawSat(Canvas& r, const SceneModel& model, const Camera& cam, const PairEntry& pe, bool collapse) {
  const SatResult& sat = *pe.result.sat;
  const Shape& A = model.scene().shapes[pe.a].shape;
  const Shape& B = model.scene().shapes[pe.b].shape;
  const Color colA = palette().intervalA, colB = palette().intervalB;
  Vec2 c;
  for (const SatRow& row : satRows(model, cam, pe, collapse, &c)) {
    const SatAxis& ax = sat.axes[row.axis];
    const Vec2 n = ax.axis;
    bool first = row.axis == sat.firstSeparating;
    Color axisColor =
        ax.separating ? withAlpha(palette().separatingAxis, first ? 1.0f : 0.7f) : palette().otherAxis;
    r.line(cam.toPixel(row.lineFrom), cam.toPixel(row.lineTo), first ? 3 : 1.2f, axisColor,
           ax.separating ? 0 : 6);
    r.line(cam.toPixel(row.aFrom), cam.toPixel(row.aTo), 5, colA);
    r.line(cam.toPixel(row.bFrom), cam.toPixel(row.bTo), 5, colB);
    // Perpendiculars from the extreme vertices to their feet on the axis line (the seed's projection).
    for (auto [shape, color] : {std::pair{&A, colA}, std::pair{&B, colB}}) {
      auto verts = satVertices(*shape, n);
      if (verts.empty()) continue;
      Vec2 lo2 = verts[0], hi2 = verts[0];
      for (Vec2 v : verts) {
        if (dot(v, n) < dot(lo2, n)) lo2 = v;
        if (dot(v, n) > dot(hi2, n)) hi2 = v;
      }
      for (Vec2 v : {lo2, hi2})
        r.line(cam.toPixel(v), cam.toPixel(row.base + (dot(v, n) - dot(c, n)) * n), 1,
               withAlpha(color, 0.45f), 5);
    }
  }
  if (sat.mtv) {  // the minimum translation vector, drawn from b's centre as an arrow
    drawArrow(r, cam.toPixel(c), cam.toPixel(c + *sat.mtv), 3, palette().arrow);
  }
}

}  // namespace

void drawGrid(Canvas& r, const Camera& cam) {
  double step = gridStep(cam.zoom);
  Vec2 lo = cam.toWorld({0, cam.height}), hi = cam.toWorld({cam.width, 0});
  if (lo.y > hi.y) std::swap(lo.y, hi.y);
  const Color minor = palette().gridMinor, major = palette().gridMajor, axis = palette().axis;
  // (counted lines: far from the origin a step can be below the coordinates' ulp, and x += step stalls)
  const double firstX = std::floor(lo.x / step) * step, firstY = std::floor(lo.y / step) * step;
  for (int i = 0; i < kMaxGridLines; ++i) {
    const double x = firstX + i * step;
    if (x > hi.x) break;
    bool isMajor = std::fmod(std::fabs(std::round(x / step)), 5.0) == 0;
    r.line(cam.toPixel({x, lo.y}), cam.toPixel({x, hi.y}), 1, x == 0 ? axis : isMajor ? major : minor);
  }
  for (int i = 0; i < kMaxGridLines; ++i) {
    const double y = firstY + i * step;
    if (y > hi.y) break;
    bool isMajor = std::fmod(std::fabs(std::round(y / step)), 5.0) == 0;
    r.line(cam.toPixel({lo.x, y}), cam.toPixel({hi.x, y}), 1, y == 0 ? axis : isMajor ? major : minor);
  }
  r.flush();
}

namespace {

// How a shape is drawn this frame: skipped (off screen), as a dot (too small for its outline to read), or
// in full.
enum class Detail : char { Hidden, Dot, Full };

// Shapes under kDotPixels across are drawn as one dot in their tint: at that size an outline and a dot look
// alike, and a big scene then costs one small quad per shape instead of dozens of vertices.
constexpr double kDotPixels = 10;

Detail detailOf(const Shape& s, const Camera& cam, Vec2& dotCenter, double& dotRadius) {
  Aabb b = boundsOf(s);
  Vec2 p0 = cam.toPixel(b.min), p1 = cam.toPixel(b.max);
  Vec2 lo{std::min(p0.x, p1.x), std::min(p0.y, p1.y)}, hi{std::max(p0.x, p1.x), std::max(p0.y, p1.y)};
  const double margin = 8;  // stroke widths and markers reach a little beyond the box
  if (hi.x < -margin || hi.y < -margin || lo.x > cam.width + margin || lo.y > cam.height + margin)
    return Detail::Hidden;
  double size = std::max(hi.x - lo.x, hi.y - lo.y);
  if (size >= kDotPixels) return Detail::Full;
  dotCenter = 0.5 * (lo + hi), dotRadius = std::max(size / 2, 1.5);
  return Detail::Dot;
}

// With this many dots that stay put, they are kept as one image (Canvas::beginStillDots).
constexpr int kStillDotsKept = 2000;

// A 64-bit key of everything a still dot's pixels depend on.
struct DotKey {
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  void add(double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    h = (h ^ bits) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 29;
  }
};

}  // namespace

namespace {

// A band `width` pixels wide centered on the shape's outline (a disk's rim, each edge, a point's disk).
void drawBand(Canvas& r, const Shape& s, const Camera& cam, float width, Color color) {
  std::vector<Vec2> v;
  if (auto* p = std::get_if<Point>(&s)) {
    r.disk(cam.toPixel(p->p), width / 2, color);
    return;
  }
  if (auto* c = std::get_if<Circle>(&s)) {
    r.disk(cam.toPixel(c->center), static_cast<float>(c->radius * cam.zoom), {0, 0, 0, 0}, color, width);
    return;
  }
  if (auto* g = std::get_if<Segment>(&s)) {
    r.line(cam.toPixel(g->a), cam.toPixel(g->b), width, color);
    return;
  }
  if (auto* k = std::get_if<Capsule>(&s); k && !(k->radius > 0))
    return r.line(cam.toPixel(k->a), cam.toPixel(k->b), width, color);
  v = outlineOf(s, cam, false);
  for (std::size_t i = 0; i < v.size(); ++i)
    r.line(cam.toPixel(v[i]), cam.toPixel(v[(i + 1) % v.size()]), width, color);
}

}  // namespace

void drawScene(Canvas& r, const SceneModel& model, const Camera& cam, const ViewOptions& opt) {
  drawGrid(r, cam);
  const auto& shapes = model.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  auto colorOf = [&](int i) {
    if (opt.hideAnswers) return palette().neutral;  // (a lesson's question is not answered yet)
    return !model.problems()[i].empty() ? errorColor() : relationColor(model.worst()[i]);
  };
  // The shape being dragged is drawn live; every other dot is still, and in a big scene kept as one image
  // that is redrawn only when one of them (or the view) changes.
  const int live = model.previewing();
  std::vector<Detail> detail(shapes.size());
  DotKey key;
  int still = 0;
  key.add(cam.width), key.add(cam.height);
  for (int i = 0; i < n; ++i) {
    bool invalid = !model.problems()[i].empty();
    Color c = colorOf(i);
    bool highlighted = i == model.selected || i == model.pairA || i == model.pairB || opt.hover.shape == i;
    if (opt.dimOthers && model.pairA >= 0 && i != model.pairA && i != model.pairB) c = withAlpha(c, 0.3f);
    Vec2 dotCenter;
    double dotRadius = 0;
    detail[i] = highlighted ? Detail::Full : detailOf(shapes[i].shape, cam, dotCenter, dotRadius);
    if (detail[i] == Detail::Full)
      drawShape(r, shapes[i].shape, cam, c, highlighted, invalid,
                opt.hideAnswers ? std::nullopt : std::optional<Relation>(model.worst()[i]));
    if (detail[i] != Detail::Dot || i == live) continue;
    ++still;
    for (double v : {dotCenter.x, dotCenter.y, dotRadius, double(c.r), double(c.g), double(c.b), double(c.a)})
      key.add(v);
  }
  // Dots in scene order; kept still dots only when the image needs them.
  const bool keep = still >= kStillDotsKept;
  const bool stillNeeded = !keep || r.beginStillDots(key.h);
  for (int i = 0; i < n; ++i) {
    if (detail[i] != Detail::Dot || (keep && i != live && !stillNeeded)) continue;
    Vec2 dotCenter;
    double dotRadius = 0;
    detailOf(shapes[i].shape, cam, dotCenter, dotRadius);
    Color c = colorOf(i);
    if (keep && i != live)
      r.stillDot(dotCenter, float(dotRadius), withAlpha(c, 0.55f), c);
    else
      r.dot(dotCenter, float(dotRadius), withAlpha(c, 0.55f), c);
  }
  r.flush();
  // The tolerance band of the selected pair: every point within epsilon of either outline, under the rest.
  if (opt.toleranceBand > 0 && model.pairA >= 0 && model.pairB >= 0) {
    const Color band = palette().toleranceBand;
    const float width = static_cast<float>(std::max(2 * opt.toleranceBand * cam.zoom, 1.0));
    for (int i : {model.pairA, model.pairB}) drawBand(r, shapes[i].shape, cam, width, band);
    r.flush();
  }
  // Overlays: handles of the selection, outline meeting points, the SAT view.
  if (model.selected >= 0 && model.selected < static_cast<int>(shapes.size()))
    for (auto& [h, p] : pointHandles(shapes[model.selected].shape, model.selected, true)) {
      bool hot = h == opt.hover;
      if (h.kind == HandleKind::Rotate) {  // (a knob on a stem above the shape, a ring: not a point of it)
        const Shape& s = shapes[model.selected].shape;
        r.line(cam.toPixel({p.x, boundsOf(s).max.y}), cam.toPixel(p), 1.5f, palette().handleStroke);
        r.disk(cam.toPixel(p), hot ? 8 : 6, withAlpha(palette().handleFill, hot ? 1.0f : 0.35f),
               palette().handleStroke, 2.5f);
        continue;
      }
      r.disk(cam.toPixel(p), hot ? 7 : 5,
             withAlpha(palette().handleFill, hot ? 1.0f : palette().handleFill.a), palette().handleStroke,
             1.5f);
    }
  if (opt.focus.shape >= 0 && opt.focus.shape < n) drawFocus(r, shapes[opt.focus.shape], opt.focus, cam);
  for (const PairEntry& pe : model.pairs()) {
    if (opt.hideAnswers) break;
    if (!pe.result.error.empty() || pe.result.relation == Relation::Disjoint) continue;
    // Markers of dots would hide them; a pair with a shape off screen may still meet on screen.
    if (detail[pe.a] == Detail::Dot || detail[pe.b] == Detail::Dot) continue;
    bool tangentLike = pe.result.relation == Relation::Touching;
    for (Vec2 p : pe.result.points) {
      Vec2 px = cam.toPixel(p);
      if (px.x < -8 || px.y < -8 || px.x > cam.width + 8 || px.y > cam.height + 8) continue;
      if (tangentLike)
        r.disk(px, 5, {0, 0, 0, 0}, palette().touchRing, 2);  // touching: a ring
      else
        r.disk(px, 4, palette().meetFill, palette().meetStroke, 1.5f);
    }
  }
  if (model.pairA >= 0 && model.pairB >= 0 && !opt.hideAnswers)
    if (const PairEntry* pe = model.pair(model.pairA, model.pairB); pe && pe->result.error.empty()) {
      // (An Explain step that shows one SAT axis stands in for the whole SAT view.)
      const bool stepShowsAxis =
          opt.marks && std::any_of(opt.marks->begin(), opt.marks->end(), [](const explain::Mark& m) {
            return m.kind == explain::Mark::Kind::Axis;
          });
      if (opt.showSat && pe->result.sat && !stepShowsAxis) drawSat(r, model, cam, *pe, opt.collapseParallel);
      if (opt.marks) drawMarks(r, cam, *opt.marks);  // (the Explain step's construction)
    }
  r.flush();
  if (opt.showMotion) drawMotions(r, model, cam, opt);
}

}  // namespace hitlab::app

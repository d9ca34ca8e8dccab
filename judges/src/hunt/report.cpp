// report.cpp — a hunt's findings written out: a regression scene and a picture per finding, one HTML page
// with every picture inline, and a JUnit file for CI systems. Every file is written atomically.
#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "corners.h"
#include "describe.h"
#include "hitlab/detail/xml_text.h"
#include "hitlab/expectations.h"
#include "hitlab/hunt.h"
#include "hitlab/scene_io.h"
#include "numbers.h"

namespace hitlab::judge {

namespace {

namespace fs = std::filesystem;

std::string num(double x) { return x == 0 ? "0" : shortestText(x); }

std::string escape(const std::string& s) { return detail::xmlEscaped(s); }  // (HTML, SVG and XML alike)

// (through the core's atomic save: a temporary file, flushed, renamed over the old one)
void writeAtomic(const std::string& path, const std::string& text) { saveTextAtomic(text, path); }

// A new line with the motions of a pair in motion; empty for a pair standing still.
std::string motionText(const std::optional<PairMotion>& m) {
  return m ? "\nmotions: a by (" + num(m->a.x) + ", " + num(m->a.y) + "), b by (" + num(m->b.x) + ", " +
                 num(m->b.y) + ")"
           : std::string();
}

// What the judge said: its answer, or in motion its time of impact.
std::string verdictText(const Finding& f) {
  if (!f.motion || answerName(f.verdict) == "crash" || answerName(f.verdict) == "hang" ||
      f.verdict.answer < 0 || f.verdict.answer > 1)
    return answerName(f.verdict);
  if (f.verdict.answer == 0) return "no contact";
  return f.verdict.time
             ? "contact at t = " + (*f.verdict.time == 0 ? std::string("0") : shortestText(*f.verdict.time))
             : "contact";
}

// The exact answer in a few words: the relation, or in motion the time of impact.
std::string exactWords(const Finding& f) {
  if (!f.motion) return relationName(f.exact);
  const TimeOfImpact toi = timeOfImpact(f.a, f.motion->a, f.b, f.motion->b);
  return toi.t ? "first contact at t = " + (*toi.t == 0 ? std::string("0") : shortestText(*toi.t)) + " (" +
                     impactCaseName(toi.kind) + ")"
               : std::string("no contact in the step");
}

std::string shapeText(const Shape& s) {
  std::string out = typeName(typeOf(s));
  const auto names = valueNames(s);
  std::size_t k = 0;
  forEachValue(s, [&](double x) { out += " " + names[k++] + "=" + num(x); });
  return out;
}

// [SECTION] Pictures

const char* relationColour(Relation r) {
  switch (r) {
    case Relation::Disjoint:
      return "#145cc7";
    case Relation::Touching:
      return "#9e5c00";
    case Relation::Overlapping:
      return "#cc1414";
  }
  return "#000";
}

using LPoint = std::pair<long double, long double>;  // (relative to the panel's centre, in long double)

// A shape as closed outlines (area shapes) or open polylines, relative to `centre`, circles as `n` points on
// their arc within `half` of the centre (or whole).
std::vector<LPoint> outline(const Shape& s, Vec2 centre, long double half, bool& closed) {
  auto rel = [&](Vec2 p) { return LPoint{(long double)p.x - centre.x, (long double)p.y - centre.y}; };
  closed = true;
  if (auto* p = std::get_if<Point>(&s)) return {rel(p->p)};
  if (auto* g = std::get_if<Segment>(&s)) {
    closed = false;
    return {rel(g->a), rel(g->b)};
  }
  if (auto* r = std::get_if<Rect>(&s)) {
    std::vector<LPoint> out;
    for (Vec2 c : rectCorners(*r)) out.push_back(rel(c));
    return out;
  }
  if (auto* poly = std::get_if<Polygon>(&s)) {
    std::vector<LPoint> out;
    for (Vec2 c : poly->points) out.push_back(rel(c));
    return out;
  }
  if (auto* k = std::get_if<Capsule>(&s)) {  // (its outline: two half circles, joined by the sides)
    const LPoint a = rel(k->a), b = rel(k->b);
    const long double r = k->radius, pi = 3.14159265358979323846264338327950288L;
    const long double along = std::atan2(b.second - a.second, b.first - a.first);
    std::vector<LPoint> out;
    for (const auto& [o, from] : {std::pair{b, along - pi / 2}, std::pair{a, along + pi / 2}})
      for (int i = 0; i <= 128; ++i) {
        const long double t = from + pi * i / 128;
        out.push_back({o.first + r * std::cos(t), o.second + r * std::sin(t)});
      }
    return out;
  }
  const Circle& c = std::get<Circle>(s);
  const LPoint o = rel(c.center);
  const long double r = c.radius;
  std::vector<LPoint> out;
  if (r == 0) return {o};
  const long double pi = 3.14159265358979323846264338327950288L;
  const long double towards = std::atan2(-o.second, -o.first);
  const long double span = std::min(pi, 3 * half / r + 1e-30L);
  const int n = 256;
  for (int k = 0; k <= n; ++k) {
    const long double t = towards - span + 2 * span * k / n;
    out.push_back({o.first + r * std::cos(t), o.second + r * std::sin(t)});
  }
  if (span < pi) out.push_back(o);  // (a wedge: the disk within the window)
  return out;
}

// Sutherland–Hodgman against the square |x|, |y| <= h.
std::vector<LPoint> clipPolygon(std::vector<LPoint> poly, long double h) {
  for (int edge = 0; edge < 4; ++edge) {
    auto inside = [&](LPoint p) {
      switch (edge) {
        case 0:
          return p.first >= -h;
        case 1:
          return p.first <= h;
        case 2:
          return p.second >= -h;
        default:
          return p.second <= h;
      }
    };
    auto cut = [&](LPoint p, LPoint q) {
      const long double bound = edge % 2 == 0 ? -h : h;
      const long double t =
          edge < 2 ? (bound - p.first) / (q.first - p.first) : (bound - p.second) / (q.second - p.second);
      return LPoint{p.first + t * (q.first - p.first), p.second + t * (q.second - p.second)};
    };
    std::vector<LPoint> out;
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const LPoint p = poly[i], q = poly[(i + 1) % poly.size()];
      if (inside(q)) {
        if (!inside(p)) out.push_back(cut(p, q));
        out.push_back(q);
      } else if (inside(p)) {
        out.push_back(cut(p, q));
      }
    }
    poly = std::move(out);
    if (poly.empty()) break;
  }
  return poly;
}

// Liang–Barsky: the part of p..q within the square, or false.
bool clipSegment(LPoint& p, LPoint& q, long double h) {
  long double t0 = 0, t1 = 1;
  const long double dx = q.first - p.first, dy = q.second - p.second;
  const long double ps[4] = {-dx, dx, -dy, dy},
                    qs[4] = {p.first + h, h - p.first, p.second + h, h - p.second};
  for (int k = 0; k < 4; ++k) {
    if (ps[k] == 0) {
      if (qs[k] < 0) return false;
      continue;
    }
    const long double t = qs[k] / ps[k];
    if (ps[k] < 0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
  }
  if (t0 > t1) return false;
  const LPoint a{p.first + t0 * dx, p.second + t0 * dy}, b{p.first + t1 * dx, p.second + t1 * dy};
  p = a, q = b;
  return true;
}

// One panel: the square of half size `half` around `centre`, drawn at (x0, y0) with side `side` pixels.
std::string panel(const Finding& f, const PairResult& r, Vec2 centre, long double half, double x0, double y0,
                  double side, const std::string& caption) {
  std::string svg;
  const double k = side / 2 / double(half);
  auto px = [&](LPoint p) {
    return num(x0 + side / 2 + double(p.first) * k) + "," + num(y0 + side / 2 - double(p.second) * k);
  };
  svg += "<rect x=\"" + num(x0) + "\" y=\"" + num(y0) + "\" width=\"" + num(side) + "\" height=\"" +
         num(side) + "\" fill=\"#fff\" stroke=\"#999\"/>\n";
  const char* colour = relationColour(f.exact);
  int index = 0;
  for (const Shape* s : {&f.a, &f.b}) {
    bool closed = true;
    const std::vector<LPoint> pts = outline(*s, centre, half, closed);
    const char* fill = index == 0 ? "0.12" : "0.28";
    const char* dash = index == 0 ? "" : " stroke-dasharray=\"6 3\"";
    if (pts.size() == 1) {
      if (std::fabs(double(pts[0].first)) <= half && std::fabs(double(pts[0].second)) <= half)
        svg += "<circle cx=\"" + px(pts[0]).substr(0, px(pts[0]).find(',')) + "\" cy=\"" +
               px(pts[0]).substr(px(pts[0]).find(',') + 1) + "\" r=\"4\" fill=\"" + colour + "\"/>\n";
    } else if (!closed) {
      LPoint p = pts[0], q = pts[1];
      if (clipSegment(p, q, half))
        svg += "<polyline points=\"" + px(p) + " " + px(q) + "\" fill=\"none\" stroke=\"" + colour +
               "\" stroke-width=\"2.5\"" + dash + "/>\n";
    } else {
      const auto clipped = clipPolygon(pts, half);
      if (!clipped.empty()) {
        svg += "<polygon points=\"";
        for (const LPoint& p : clipped) svg += px(p) + " ";
        svg += "\" fill=\"" + std::string(colour) + "\" fill-opacity=\"" + fill + "\" stroke=\"" + colour +
               "\" stroke-width=\"2\"" + dash + "/>\n";
      }
    }
    ++index;
  }
  for (Vec2 p : r.points) {
    const LPoint q{(long double)p.x - centre.x, (long double)p.y - centre.y};
    if (std::fabs(double(q.first)) <= half && std::fabs(double(q.second)) <= half) {
      const std::string at = px(q);
      svg += "<circle cx=\"" + at.substr(0, at.find(',')) + "\" cy=\"" + at.substr(at.find(',') + 1) +
             "\" r=\"3.5\" fill=\"#000\"/>\n";
    }
  }
  svg += "<text x=\"" + num(x0) + "\" y=\"" + num(y0 + side + 16) + "\" font-size=\"12\">" + escape(caption) +
         "</text>\n";
  return svg;
}

Vec2 towards(const Circle& c, Vec2 p) {
  const Vec2 d = p - c.center;
  const double n = length(d);
  return n > 0 ? c.center + (c.radius / n) * d : c.center + Vec2{c.radius, 0};
}

// Where the answers part: a meeting point, else the point nearest both shapes among their corners, the
// points of a circle toward the other's corners, edges and centre, and the feet of a centre on the edges.
Vec2 spotOf(const Finding& f, const PairResult& r) {
  if (!r.points.empty()) return r.points.front();
  std::vector<Vec2> candidates;
  for (int side = 0; side < 2; ++side) {
    const Shape& s = side == 0 ? f.a : f.b;
    const Shape& other = side == 0 ? f.b : f.a;
    for (Vec2 p : cornersOf(s)) candidates.push_back(p);
    if (auto* c = std::get_if<Circle>(&s)) {
      if (auto* d = std::get_if<Circle>(&other)) candidates.push_back(towards(*c, d->center));
      const std::vector<Vec2> corners = cornersOf(other);
      for (std::size_t i = 0; i < corners.size(); ++i) {
        candidates.push_back(towards(*c, corners[i]));
        const Vec2 p = corners[i], q = corners[(i + 1) % corners.size()], e = q - p;
        const double ee = dot(e, e);
        if (ee > 0) {
          const double t = std::clamp(dot(c->center - p, e) / ee, 0.0, 1.0);
          const Vec2 foot = p + t * e;
          candidates.push_back(foot), candidates.push_back(towards(*c, foot));
        }
      }
    }
  }
  Vec2 best = candidates.empty() ? Vec2{} : candidates.front();
  double bestDistance = INFINITY;
  for (Vec2 p : candidates) {
    const double d = evaluate(Point{p}, f.a).distance + evaluate(Point{p}, f.b).distance;
    if (d < bestDistance) bestDistance = d, best = p;
  }
  return best;
}

void growBox(const Shape& s, Vec2& lo, Vec2& hi) {
  auto add = [&](Vec2 p) {
    lo = {std::fmin(lo.x, p.x), std::fmin(lo.y, p.y)}, hi = {std::fmax(hi.x, p.x), std::fmax(hi.y, p.y)};
  };
  std::visit(
      [&](const auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          add(x.p);
        } else if constexpr (std::is_same_v<S, Segment>) {
          add(x.a), add(x.b);
        } else if constexpr (std::is_same_v<S, Circle>) {
          add(x.center - Vec2{x.radius, x.radius}), add(x.center + Vec2{x.radius, x.radius});
        } else if constexpr (std::is_same_v<S, Rect>) {
          add(x.min), add(x.max);
        } else if constexpr (std::is_same_v<S, Polygon>) {
          for (Vec2 p : x.points) add(p);
        } else if constexpr (std::is_same_v<S, Capsule>) {
          const Vec2 r{x.radius, x.radius};
          add(x.a - r), add(x.a + r), add(x.b - r), add(x.b + r);
        } else {
          static_assert(kUntaughtShape<S>, "growBox: a shape type it does not bound");
        }
      },
      s);
}

}  // namespace

std::string findingFileBase(const Finding& f) {
  return f.fileBase.empty() ? pairTypeLabel(f.pairType) + "-" + findingClassKey(f.finding) : f.fileBase;
}

std::string severityText(const Finding& f) {
  const double worst = f.worst ? f.worst->relativeError : f.relativeError;
  if (std::isnan(worst)) return findingClassName(f.finding);
  if (worst == 0) {
    if (f.finding == FindingClass::ContactMissed)
      return "a contact of no depth missed (a touch, a line crossed)";
    return f.finding == FindingClass::OverlapAsMiss || f.finding == FindingClass::OverlapAsTouching
               ? "overlapping with no depth (along a line)"
               : "on the boundary";
  }
  const char* what = "off";
  switch (f.finding) {
    case FindingClass::ApartAsHit:
      what = "apart";
      break;
    case FindingClass::OverlapAsMiss:
    case FindingClass::OverlapAsTouching:
      what = "overlapping";
      break;
    case FindingClass::PointsOff:
      what = "points off";
      break;
    case FindingClass::DistanceOff:
      what = "distance off";
      break;
    case FindingClass::ContactMissed:
      what = "contact missed";
      break;
    case FindingClass::PhantomContact:
      what = "apart";
      break;
    case FindingClass::TimeEarly:
      what = "stopping short";
      break;
    case FindingClass::TimeLate:
      what = "going too deep";
      break;
    case FindingClass::NormalOff:
      what = "normal off";
      break;
    case FindingClass::TouchingAsMiss:
    case FindingClass::TouchingAsHit:
    case FindingClass::TouchingAsOverlap:
    case FindingClass::Crash:
    case FindingClass::Hang:
    case FindingClass::NotANumber:
      break;  // (their error is 0 or none: said above)
  }
  char text[96];
  if (worst >= 1)
    std::snprintf(text, sizeof text, "%s by %.0f%% of their size", what, worst * 100);
  else if (worst >= 1e-4)
    std::snprintf(text, sizeof text, "%s by %.2g%% of their size", what, worst * 100);
  else
    std::snprintf(text, sizeof text, "%s by %.2g of their size", what, worst);
  return text;
}

namespace {

// The finding with its worst example in place of its simplest (for that example's scene and picture).
Finding asWorst(const Finding& f) {
  Finding w = f;
  take(w, *f.worst);
  w.worst.reset();
  return w;
}

}  // namespace

std::string findingScene(const Finding& found, const HuntReport& report, bool worst) {
  const Finding f = worst && found.worst ? asWorst(found) : found;
  PairResult printed = evaluate(f.a, f.b);
  roundPrinted(f.a, f.b, printed);
  Scene scene;
  scene.name = "hunt: " + report.judge + ", " + findingClassName(f.finding) + " (" +
               pairTypeLabel(f.pairType) + ", " + situationName(f.situation) + ")";
  Vec2 lo{INFINITY, INFINITY}, hi{-INFINITY, -INFINITY};
  growBox(f.a, lo, hi), growBox(f.b, lo, hi);
  const double extent = std::fmax(hi.x - lo.x, hi.y - lo.y);
  scene.view = View{{lo.x / 2 + hi.x / 2, lo.y / 2 + hi.y / 2}, extent > 0 ? 500 / extent : 40};
  scene.shapes = {{"a", f.a}, {"b", f.b}};
  std::optional<TimeOfImpact> toi;
  if (f.motion) {
    scene.shapes[0].motion = f.motion->a, scene.shapes[1].motion = f.motion->b;
    toi = timeOfImpact(f.a, f.motion->a, f.b, f.motion->b);
  }
  scene.expect = {expectationFrom("a", "b", printed, toi ? &*toi : nullptr)};
  // The judge's answer, recorded beside the scene (readers skip keys they do not know).
  nlohmann::ordered_json foundBy = {
      {"judge", report.judge},
      {"conventions", conventionsText(report.conventions)},
      {"answer", verdictText(f)},
      {"class", findingClassKey(f.finding)},
      {"why", f.why},
      {"generator", f.generator},
      {"seed", report.seed},
      {"situation", situationKey(f.situation)},
      {"scale", scaleName(f.scale)},
      {"example", worst && found.worst ? "worst" : "simplest"},
  };
  if (f.motion) {  // (in motion: the time it gave, or null for no contact)
    foundBy["motion"] = true;
    foundBy["time"] = f.verdict.time ? nlohmann::ordered_json(*f.verdict.time) : nlohmann::ordered_json();
  }
  if (!std::isnan(f.error)) foundBy["error"] = f.error, foundBy["relative_error"] = f.relativeError;
  const ExtraMember member{"found_by",
                           foundBy.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)};
  return sceneToJson(scene, std::span(&member, 1));
}

namespace {

// A motion arrow from p by d, in a panel as panel() draws one.
std::string arrow(Vec2 p, Vec2 d, Vec2 centre, long double half, double x0, double y0, double side) {
  const double k = side / 2 / double(half);
  LPoint from{(long double)p.x - centre.x, (long double)p.y - centre.y};
  LPoint to{from.first + d.x, from.second + d.y};
  if (!clipSegment(from, to, half)) return {};
  auto x = [&](LPoint q) { return num(x0 + side / 2 + double(q.first) * k); };
  auto y = [&](LPoint q) { return num(y0 + side / 2 - double(q.second) * k); };
  return "<line x1=\"" + x(from) + "\" y1=\"" + y(from) + "\" x2=\"" + x(to) + "\" y2=\"" + y(to) +
         "\" stroke=\"#333\" stroke-width=\"1.5\"/>\n<circle cx=\"" + x(to) + "\" cy=\"" + y(to) +
         "\" r=\"3\" fill=\"#333\"/>\n";
}

// In motion: the pair at t = 0 with its motions (arrows from each shape's middle), and both moved to the
// time the judge gives (or, when it gives none, to the exact time).
std::string motionPanels(const Finding& f) {
  const PairMotion m = *f.motion;
  const TimeOfImpact toi = timeOfImpact(f.a, m.a, f.b, m.b);
  Vec2 lo{INFINITY, INFINITY}, hi{-INFINITY, -INFINITY};
  growBox(f.a, lo, hi), growBox(f.b, lo, hi);
  Vec2 mlo = lo, mhi = hi;
  growBox(translated(f.a, m.a), mlo, mhi), growBox(translated(f.b, m.b), mlo, mhi);
  const Vec2 centre{mlo.x / 2 + mhi.x / 2, mlo.y / 2 + mhi.y / 2};
  const long double half = std::max<long double>(std::fmax(mhi.x - mlo.x, mhi.y - mlo.y) * 0.6L, 1e-300L);
  std::string svg = panel(f, evaluate(f.a, f.b), centre, half, 20, 64, 360, "at t = 0, with the motions");
  Vec2 alo{INFINITY, INFINITY}, ahi{-INFINITY, -INFINITY}, blo = alo, bhi = ahi;
  growBox(f.a, alo, ahi), growBox(f.b, blo, bhi);
  svg += arrow({alo.x / 2 + ahi.x / 2, alo.y / 2 + ahi.y / 2}, m.a, centre, half, 20, 64, 360);
  svg += arrow({blo.x / 2 + bhi.x / 2, blo.y / 2 + bhi.y / 2}, m.b, centre, half, 20, 64, 360);
  const bool said = f.verdict.answer == 1 && f.verdict.time;
  const double t = said ? *f.verdict.time : toi.t.value_or(1);
  Finding moved = f;
  moved.a = translated(f.a, t * m.a), moved.b = translated(f.b, t * m.b);
  char caption[120];
  std::snprintf(caption, sizeof caption, "at t = %.9g (%s); exactly %s%s", t,
                said ? "the judge's time" : "the exact time", toi.t ? "t = " : "no contact",
                toi.t ? shortestText(*toi.t).c_str() : "");
  svg += panel(moved, evaluate(moved.a, moved.b), centre, half, 400, 64, 360, caption);
  return svg;
}

}  // namespace

std::string findingSvg(const Finding& f) {
  const PairResult r = evaluate(f.a, f.b);
  Vec2 lo{INFINITY, INFINITY}, hi{-INFINITY, -INFINITY};
  growBox(f.a, lo, hi), growBox(f.b, lo, hi);
  const Vec2 centre{lo.x / 2 + hi.x / 2, lo.y / 2 + hi.y / 2};
  const long double wholeHalf = std::max<long double>(std::fmax(hi.x - lo.x, hi.y - lo.y) * 0.6L, 1e-300L);
  const Vec2 spot = spotOf(f, r);
  const double ulp = std::fmax(std::nextafter(std::fmax(std::fabs(spot.x), std::fabs(spot.y)), INFINITY) -
                                   std::fmax(std::fabs(spot.x), std::fabs(spot.y)),
                               4.9e-324);
  // The zoom: three times the gap or the depth either side of the spot, else 64 ulps of its coordinates.
  const double gap = r.distance > 0 ? r.distance : r.depth;
  long double zoomHalf = gap > 0 ? 3.0L * gap : 64.0L * ulp;
  zoomHalf = std::min(zoomHalf, wholeHalf);
  const double side = 360;
  std::string svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"780\" height=\"450\" viewBox=\"0 0 780 450\" "
      "font-family=\"sans-serif\">\n";
  svg += "<text x=\"20\" y=\"22\" font-size=\"14\" font-weight=\"bold\">" +
         escape(pairTypeLabel(f.pairType) + ": exactly " + exactWords(f) + "; the judge says " +
                verdictText(f) + " (" + findingClassName(f.finding) + ")") +
         "</text>\n";
  svg += "<text x=\"20\" y=\"40\" font-size=\"11\">a (solid): " + escape(shapeText(f.a)) + "</text>\n";
  svg += "<text x=\"20\" y=\"54\" font-size=\"11\">b (dashed): " + escape(shapeText(f.b)) + "</text>\n";
  if (f.motion) return svg + motionPanels(f) + "</svg>\n";
  svg += panel(f, r, centre, wholeHalf, 20, 64, side, "the pair");
  char caption[160];
  std::snprintf(caption, sizeof caption, "zoomed: %.2Lg wide, at (%.6g, %.6g)%s%.2g", 2 * zoomHalf, spot.x,
                spot.y,
                r.distance > 0 ? "; apart by "
                : r.depth > 0  ? "; depth "
                               : "",
                gap);
  if (!(gap > 0))
    std::snprintf(caption, sizeof caption, "zoomed: %.2Lg wide, at (%.6g, %.6g)", 2 * zoomHalf, spot.x,
                  spot.y);
  svg += panel(f, r, spot, zoomHalf, 400, 64, side, caption);
  svg += "</svg>\n";
  return svg;
}

namespace {

// A shape's values as a Markdown table's rows: name, the shortest decimal, the C99 hex literal.
std::string valueRows(const Shape& s, const char* id) {
  std::string out;
  const auto names = valueNames(s);
  std::size_t k = 0;
  forEachValue(s, [&](double x) {
    out += std::string("| ") + id + " | " + typeName(typeOf(s)) + " | " + names[k++] + " | `" + num(x) +
           "` | `" + hexText(x) + "` |\n";
  });
  return out;
}

std::string exactLines(const Shape& a, const Shape& b) {
  PairResult r = evaluate(a, b);
  roundPrinted(a, b, r);
  std::string out = std::string("- relation: **") + relationName(r.relation) + "**\n";
  if (r.relation == Relation::Disjoint) out += "- distance: `" + num(r.distance) + "`\n";
  if (r.depth > 0) out += "- depth: `" + num(r.depth) + "`\n";
  if (!r.points.empty()) {
    out += "- where the outlines meet:";
    for (Vec2 p : r.points) out += " (`" + num(p.x) + "`, `" + num(p.y) + "`)";
    out += "\n";
  }
  return out;
}

// The motions as rows of the same table.
std::string motionRows(const PairMotion& m) {
  std::string out;
  for (const auto& [id, v] : {std::pair{"a", m.a}, std::pair{"b", m.b}})
    for (const auto& [name, x] : {std::pair{"motion.x", v.x}, std::pair{"motion.y", v.y}})
      out +=
          std::string("| ") + id + " | motion | " + name + " | `" + num(x) + "` | `" + hexText(x) + "` |\n";
  return out;
}

std::string motionLines(const Shape& a, const Shape& b, const PairMotion& m) {
  const TimeOfImpact toi = timeOfImpact(a, m.a, b, m.b);
  std::string out = std::string("- time of impact: **") + (toi.t ? "`" + num(*toi.t) + "`" : "none") +
                    "** (" + impactCaseName(toi.kind) + (toi.tunnels ? ", passing through in one step" : "") +
                    ")\n";
  if (!toi.points.empty()) {
    out += "- where they first touch:";
    for (Vec2 p : toi.points) out += " (`" + num(p.x) + "`, `" + num(p.y) + "`)";
    out += "\n";
  }
  if (toi.normal)
    out += "- the contact normal: (`" + num(toi.normal->x) + "`, `" + num(toi.normal->y) + "`)\n";
  out += std::string("- at t = 1: ") + relationName(toi.atEnd) + "\n";
  return out;
}

}  // namespace

std::string findingMarkdown(const Finding& f, const HuntReport& report) {
  const std::string base = findingFileBase(f);
  std::string md = "# " + report.judge + ": " + findingClassName(f.finding) + " (" +
                   pairTypeLabel(f.pairType) + ", " + situationName(f.situation) + ")\n\n";
  md += "**" + severityText(f) + "** at worst" +
        (f.outOfScope ? " (outside the judge's declared scope)" : "") + ". Wrong on " +
        std::to_string(f.count) + " pairs of sizes " + num(f.smallestSize) + " to " + num(f.largestSize) +
        " (" + scaleName(f.scale) + " scale) in a hunt of " + std::to_string(report.calls) + " pairs (seed " +
        std::to_string(report.seed) + "; conventions `" + conventionsText(report.conventions) + "`).\n\n";
  md +=
      "## The input, exactly\n\nEvery value as the shortest decimal that reads back as it, and as a C99 "
      "hexadecimal literal: nothing rounded.\n\n| shape | type | value | decimal | hex "
      "|\n|---|---|---|---|---|\n";
  md += valueRows(f.a, "a") + valueRows(f.b, "b");
  if (f.motion) md += motionRows(*f.motion);
  md += "\n## What " + report.judge + " answers\n\n" + verdictText(f) + ": " + f.why + ".\n\n";
  md +=
      "## The exact answer\n\nDecided exactly (rational arithmetic on the values above), every number "
      "rounded "
      "once:\n\n" +
      (f.motion ? motionLines(f.a, f.b, *f.motion) : exactLines(f.a, f.b)) +
      "- the pair's situation: " + situationName(f.situation) + "\n\n";
  md += "![the pair, whole and zoomed to where the answers part](" + base + ".svg)\n\n";
  md += "## Reproduce it\n\n- hitlab: `hitlab-cli check --exact " + base +
        ".json` holds the exact answer (a regression scene).\n";
  if (f.reproducer) {
    const std::string file = base + "-repro." + f.reproducer->extension;
    md += "- " + report.judge + " itself, without hitlab: `" + file + "` prints what it answers (`" +
          reproducerCommand(*f.reproducer, file, base + "-repro") + "`):\n\n```" +
          (f.reproducer->extension == "c" ? "c" : "cpp") + "\n" + f.reproducer->source + "```\n";
  }
  if (f.worst) {
    md += "\n## The worst example\n\n" + severityText(f) + ": " + f.worst->why + " (`" + base +
          "-worst.json`).\n\n| shape | type | value | decimal | hex |\n|---|---|---|---|---|\n" +
          valueRows(f.worst->a, "a") + valueRows(f.worst->b, "b") +
          (f.worst->motion
               ? motionRows(*f.worst->motion) + "\n" + motionLines(f.worst->a, f.worst->b, *f.worst->motion)
               : "\n" + exactLines(f.worst->a, f.worst->b));
  }
  return md;
}

std::vector<std::string> writeHuntReport(const HuntReport& report, const std::string& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir + ": cannot make the folder: " + ec.message());
  std::vector<std::string> written;
  std::string sections;
  for (const Finding& f : report.findings) {
    const std::string base = (fs::path(dir) / findingFileBase(f)).string();
    writeAtomic(base + ".json", findingScene(f, report));
    const std::string svg = findingSvg(f);
    writeAtomic(base + ".svg", svg);
    written.push_back(base + ".json"), written.push_back(base + ".svg");
    writeAtomic(base + ".md", findingMarkdown(f, report));
    written.push_back(base + ".md");
    if (f.reproducer) {
      writeAtomic(base + "-repro." + f.reproducer->extension, f.reproducer->source);
      written.push_back(base + "-repro." + f.reproducer->extension);
    }
    sections += "<section id=\"" + escape(findingFileBase(f)) + "\"><h2>" +
                escape(pairTypeLabel(f.pairType) + ": " + findingClassName(f.finding) + ", " +
                       situationName(f.situation)) +
                "</h2>\n";
    sections += "<p><b>" + escape(severityText(f)) + "</b> at worst. " + escape(f.why) + ". Wrong on " +
                std::to_string(f.count) + " pairs of sizes " + num(f.smallestSize) + " to " +
                num(f.largestSize) + " (" + scaleName(f.scale) + " scale); the first after " +
                num(std::round(f.firstSeconds * 1000) / 1000) + " s, from the " + escape(f.generator) +
                " generator. Regression scene: <a href=\"" + escape(findingFileBase(f)) + ".json\">" +
                escape(findingFileBase(f)) +
                ".json</a> (<code>hitlab-cli check --exact</code> holds it).</p>\n";
    sections += "<pre>a: " + escape(shapeText(f.a)) + "\nb: " + escape(shapeText(f.b)) +
                escape(motionText(f.motion)) + "\nas generated:\na: " + escape(shapeText(f.originalA)) +
                "\nb: " + escape(shapeText(f.originalB)) + escape(motionText(f.originalMotion)) + "</pre>\n";
    sections += svg;
    if (f.worst) {
      const Finding w = asWorst(f);
      const std::string worstSvg = findingSvg(w);
      writeAtomic(base + "-worst.json", findingScene(f, report, true));
      writeAtomic(base + "-worst.svg", worstSvg);
      written.push_back(base + "-worst.json"), written.push_back(base + "-worst.svg");
      sections += "<p>The worst example (" + escape(w.why) + "; " + escape(severityText(w)) +
                  "): <a href=\"" + escape(findingFileBase(f)) + "-worst.json\">" +
                  escape(findingFileBase(f)) + "-worst.json</a>.</p>\n<pre>a: " + escape(shapeText(w.a)) +
                  "\nb: " + escape(shapeText(w.b)) + "</pre>\n" + worstSvg;
    }
    sections += "</section>\n";
  }
  // The page.
  std::string html =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>hunt: " +
      escape(report.judge) +
      "</title><style>body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em}"
      "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
      "td:first-child,th:first-child{text-align:left}tr.outside{color:#777}pre{background:#f4f4f4;padding:"
      "6px;"
      "overflow-x:auto}</style></head><body>\n";
  html += "<h1>hunt: " + escape(report.judge) + "</h1>\n<p>Conventions: <code>" +
          escape(conventionsText(report.conventions)) + "</code>. Seed " + std::to_string(report.seed) +
          ", " + std::to_string(report.jobs) + " jobs, " + std::to_string(report.calls) +
          " pairs judged in " + num(std::round(report.seconds * 10) / 10) + " s";
  if (report.declined) html += ", " + std::to_string(report.declined) + " declined";
  if (report.byDesign)
    html += ", " + std::to_string(report.byDesign) + " apart from the exact answer by design";
  html += ". ";
  if (!report.replayed.empty()) {
    std::string still, fixed;
    for (const Replayed& r : report.replayed)
      (r.stillWrong ? still : fixed) += " <code>" + escape(r.file) + "</code>";
    html += "Earlier findings asked first (" + escape(report.database) +
            "): " + (still.empty() ? std::string("none still wrong") : "still wrong:" + still) +
            (fixed.empty() ? std::string("") : "; fixed since:" + fixed) + ". ";
  }
  if (!report.notReproduced.empty()) {
    html += std::to_string(report.notReproduced.size()) +
            " finding(s) dropped, the judge not wrong again on their own scene files (its answers depend on "
            "earlier calls?):";
    for (const std::string& n : report.notReproduced) html += " <code>" + escape(n) + "</code>";
    html += ". ";
  }
  const std::size_t inScope = findingsInScope(report);
  html += inScope == 0 ? std::string("Nothing found.")
                       : std::to_string(inScope) + " kinds of wrong answer; the first after " +
                             num(std::round(report.firstFindingSeconds * 1000) / 1000) + " s.";
  if (report.findings.size() > inScope)
    html += " " + std::to_string(report.findings.size() - inScope) +
            " outside the judge's declared scope (degenerate shapes, coordinates beyond its range), listed "
            "last in grey.";
  html +=
      "</p>\n<table><tr><th>how wrong, at worst</th><th>pair type</th><th>what went wrong</th><th>where</th>"
      "<th>sizes</th><th>pairs</th><th>first after (s)</th></tr>\n";
  for (const Finding& f : report.findings)
    html += std::string(f.outOfScope ? "<tr class=\"outside\" title=\"outside the judge's declared scope\">"
                                     : "<tr>") +
            "<td><a href=\"#" + escape(findingFileBase(f)) + "\">" + escape(severityText(f)) +
            "</a></td><td>" + escape(pairTypeLabel(f.pairType)) + "</td><td>" +
            escape(findingClassName(f.finding)) + "</td><td>" + escape(situationName(f.situation)) +
            "</td><td>" + num(f.smallestSize) + " to " + num(f.largestSize) + "</td><td>" +
            std::to_string(f.count) + "</td><td>" + num(std::round(f.firstSeconds * 1000) / 1000) +
            "</td></tr>\n";
  html +=
      "</table>\n<h2>Generators</h2>\n<table><tr><th>generator</th><th>pairs "
      "judged</th><th>wrong</th></tr>\n";
  for (const auto& [name, counts] : report.generators)
    html += "<tr><td>" + escape(name) + "</td><td>" + std::to_string(counts.first) + "</td><td>" +
            std::to_string(counts.second) + "</td></tr>\n";
  html += "</table>\n" + sections + "</body></html>\n";
  writeAtomic((fs::path(dir) / "report.html").string(), html);
  written.push_back((fs::path(dir) / "report.html").string());

  // JUnit: one case per pair type and class found, and one passing case per pair type with nothing found.
  std::string cases;
  int failures = 0, skipped = 0, tests = 0;
  for (int p : report.pairTypes) {
    bool any = false;
    for (const Finding& f : report.findings) {
      if (f.pairType != p) continue;
      any = true, ++tests;
      const std::string name =
          pairTypeLabel(p) + ": " + findingClassName(f.finding) + ", " + situationName(f.situation) +
          (f.scale != ScaleBand::Ordinary ? std::string(", ") + scaleName(f.scale) + " scale" : "");
      const std::string body = "a: " + escape(shapeText(f.a)) + "\nb: " + escape(shapeText(f.b)) +
                               escape(motionText(f.motion)) + "\nscene: " + escape(findingFileBase(f)) +
                               ".json";
      const std::string message = escape(severityText(f) + " at worst; " + f.why);
      cases +=
          "  <testcase classname=\"hunt." + escape(report.judge) + "\" name=\"" + escape(name) + "\">\n    ";
      if (f.outOfScope) {  // (what the judge does not claim to handle: skipped, not failed)
        ++skipped;
        cases.append("<skipped message=\"outside the judge's declared scope: ")
            .append(message)
            .append("\">")
            .append(body)
            .append("</skipped>");
      } else {
        ++failures;
        cases.append("<failure message=\"").append(message).append("\">").append(body).append("</failure>");
      }
      cases += "\n  </testcase>\n";
    }
    if (!any) {
      ++tests;
      cases += "  <testcase classname=\"hunt." + escape(report.judge) + "\" name=\"" +
               escape(pairTypeLabel(p)) + "\"/>\n";
    }
  }
  const std::string junit = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"hunt " +
                            escape(report.judge) + "\" tests=\"" + std::to_string(tests) + "\" failures=\"" +
                            std::to_string(failures) + "\" skipped=\"" + std::to_string(skipped) +
                            "\" time=\"" + num(report.seconds) + "\">\n" + cases + "</testsuite>\n";
  writeAtomic((fs::path(dir) / "junit.xml").string(), junit);
  written.push_back((fs::path(dir) / "junit.xml").string());
  return written;
}

}  // namespace hitlab::judge

// compare.cpp — the seeds' formulas as written, evaluated in float, double and exactly (hitlab/compare.h).
//
// Each formula is one template over its number type where the seed's code has no square root or angle, so
// the three evaluations are the same operations in the same order; where it has them (seeds 000's circles,
// 002), float and double run the code as written and the exact evaluation decides the same conditions on
// squares and dot products.
#include "hitlab/compare.h"

#include <gmpxx.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace hitlab::compare {

namespace {

using Q = mpq_class;
constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

float f(double x) { return static_cast<float>(x); }  // the seed's float parameters: rounded to nearest
float absOf(float x) { return std::fabs(x); }
double absOf(double x) { return std::fabs(x); }
Q absOf(const Q& x) { return abs(x); }

std::string exactDecimalOf(const Q& x) {
  mpz_class num = x.get_num(), den = x.get_den();
  const std::string sign = sgn(num) < 0 ? "-" : "";
  num = abs(num);
  const mp_bitcnt_t k = mpz_scan1(den.get_mpz_t(), 0);
  if (mpz_sizeinbase(den.get_mpz_t(), 2) != k + 1) return sign + "(not a dyadic rational)";
  // num / 2^k = num 5^k / 10^k: the digits of num 5^k with the point k places from the right.
  mpz_class five;
  mpz_ui_pow_ui(five.get_mpz_t(), 5, k);
  std::string digits = mpz_class(num * five).get_str();
  if (k == 0) return sign + digits;
  if (digits.size() <= k) digits.insert(0, k + 1 - digits.size(), '0');
  digits.insert(digits.size() - k, ".");
  return sign + digits;
}

Quantity quantity(std::string name, double f32, double f64, const Q* exact) {
  return {std::move(name), f32, f64, exact ? exactDecimalOf(*exact) : std::string()};
}

// [SECTION] Seed 000: check_intersection (the straddle test, strict)

template <class T>
bool checkIntersection(T ax, T ay, T bx, T by, T cx, T cy, T dx, T dy, std::array<T, 6>& q) {
  const T dax = ax - bx, day = ay - by;
  const T dcx = cx - dx, dcy = cy - dy;
  const T ta = dcx * (ay - cy) + dcy * (cx - ax);
  const T tb = dcx * (by - cy) + dcy * (cx - bx);
  const T tc = dax * (cy - ay) + day * (ax - cx);
  const T td = dax * (dy - ay) + day * (ax - dx);
  const T tctd = tc * td, tatb = ta * tb;
  q = {ta, tb, tc, td, tctd, tatb};
  return tctd < 0 && tatb < 0;
}

Comparison segments(const Segment& s, const Segment& t) {
  Comparison c;
  c.formula = Formula::SegmentStraddle;
  std::array<float, 6> qf;
  std::array<double, 6> qd;
  std::array<Q, 6> qe;
  c.f32 =
      checkIntersection(f(s.a.x), f(s.a.y), f(s.b.x), f(s.b.y), f(t.a.x), f(t.a.y), f(t.b.x), f(t.b.y), qf);
  c.f64 = checkIntersection(s.a.x, s.a.y, s.b.x, s.b.y, t.a.x, t.a.y, t.b.x, t.b.y, qd);
  c.exact =
      checkIntersection(Q(s.a.x), Q(s.a.y), Q(s.b.x), Q(s.b.y), Q(t.a.x), Q(t.a.y), Q(t.b.x), Q(t.b.y), qe);
  const char* names[6] = {"ta", "tb", "tc", "td", "tc * td", "ta * tb"};
  for (int k = 0; k < 6; ++k) c.quantities.push_back(quantity(names[k], qf[k], qd[k], &qe[k]));
  return c;
}

}  // namespace

Relation epsilonRelation(const Shape& a, const Shape& b, const PairResult& exact, double epsilon) {
  auto hasArea = [](const Shape& s) {
    if (auto* c = std::get_if<Circle>(&s)) return c->radius > 0;
    if (auto* r = std::get_if<Rect>(&s)) return (r->max.x > r->min.x && r->max.y > r->min.y) || r->radius > 0;
    if (auto* k = std::get_if<Capsule>(&s)) return k->radius > 0;
    return std::holds_alternative<Polygon>(s);
  };
  if (exact.distance > epsilon) return Relation::Disjoint;
  if (hasArea(a) && hasArea(b)) return exact.depth > epsilon ? Relation::Overlapping : Relation::Touching;
  return exact.relation == Relation::Overlapping ? Relation::Overlapping : Relation::Touching;
}

bool straddleInDouble(const Segment& s, const Segment& t) {
  std::array<double, 6> q;
  return checkIntersection(s.a.x, s.a.y, s.b.x, s.b.y, t.a.x, t.a.y, t.b.x, t.b.y, q);
}

namespace {

// [SECTION] Seed 000: intersects for circles (d < r1 + r2), ** as pow like CPython's float ** float

template <class T>
bool circlesAsWritten(T x1, T y1, T r1, T x2, T y2, T r2, T& D, T& d, T& sum) {
  D = std::pow(x1 - x2, T(2)) + std::pow(y1 - y2, T(2));  // (Python's ** is C's pow, as here)
  d = std::pow(D, T(0.5));
  sum = r1 + r2;
  return d < sum;
}

Comparison circles(const Circle& a, const Circle& b) {
  Comparison c;
  c.formula = Formula::CircleDistance;
  float Df, df, sf;
  double Dd, dd, sd;
  c.f32 = circlesAsWritten(f(a.center.x), f(a.center.y), f(a.radius), f(b.center.x), f(b.center.y),
                           f(b.radius), Df, df, sf);
  c.f64 = circlesAsWritten(a.center.x, a.center.y, a.radius, b.center.x, b.center.y, b.radius, Dd, dd, sd);
  const Q dx = Q(a.center.x) - Q(b.center.x), dy = Q(a.center.y) - Q(b.center.y);
  const Q D = dx * dx + dy * dy, sum = Q(a.radius) + Q(b.radius), sum2 = sum * sum;
  c.exact = sgn(sum) > 0 && D < sum2;  // d < s with d >= 0: s > 0 and d^2 < s^2
  c.quantities = {quantity("D = dx^2 + dy^2", Df, Dd, &D), quantity("d = D ** 0.5", df, dd, nullptr),
                  quantity("r1 + r2", sf, sd, &sum),
                  quantity("(r1 + r2)^2", double(sf) * sf, sd * sd, &sum2)};
  return c;
}

// [SECTION] Seed 002: CheckHitLineToCircle

template <class T>
bool hitLineToCircle(T x1, T y1, T x2, T y2, T cx, T cy, T r, std::array<T, 7>& q) {
  const T s1 = (cx - x1) * (cx - x1) + (cy - y1) * (cy - y1),
          s2 = (cx - x2) * (cx - x2) + (cy - y2) * (cy - y2);
  const T r1 = std::sqrt(s1);  // distance of (x1, y1) and the center
  const T r2 = std::sqrt(s2);
  const T t1 = std::atan2(cy - y1, cx - x1) - std::atan2(y2 - y1, x2 - x1);  // the angle at (x1, y1)
  const T t2 = std::atan2(cy - y2, cx - x2) - std::atan2(y1 - y2, x1 - x2);
  const T x = std::fabs(std::sin(t1) * r1);  // the center's distance from the line
  q = {s1, s2, r1, r2, std::cos(t1), std::cos(t2), x};
  return r1 < r || r2 < r || (std::cos(t1) > 0 && std::cos(t2) > 0 && x < r);
}

Comparison segmentCircle(const Segment& s, const Circle& k) {
  Comparison c;
  c.formula = Formula::SegmentCircle;
  std::array<float, 7> qf;
  std::array<double, 7> qd;
  c.f32 =
      hitLineToCircle(f(s.a.x), f(s.a.y), f(s.b.x), f(s.b.y), f(k.center.x), f(k.center.y), f(k.radius), qf);
  c.f64 = hitLineToCircle(s.a.x, s.a.y, s.b.x, s.b.y, k.center.x, k.center.y, k.radius, qd);
  // Exactly: r1 < r as squares, cos(t) > 0 as a dot product, x < r as cross^2 < r^2 |B - A|^2.
  const Q ax(s.a.x), ay(s.a.y), bx(s.b.x), by(s.b.y), cx(k.center.x), cy(k.center.y), r(k.radius);
  const Q s1 = (cx - ax) * (cx - ax) + (cy - ay) * (cy - ay),
          s2 = (cx - bx) * (cx - bx) + (cy - by) * (cy - by);
  const Q r2 = r * r, dot1 = (cx - ax) * (bx - ax) + (cy - ay) * (by - ay);
  const Q dot2 = (cx - bx) * (ax - bx) + (cy - by) * (ay - by);
  const Q cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax),
          L = (bx - ax) * (bx - ax) + (by - ay) * (by - ay);
  const Q cross2 = cross * cross, limit = r2 * L;
  const bool positive = sgn(r) > 0;
  c.exact =
      (positive && s1 < r2) || (positive && s2 < r2) || (sgn(dot1) > 0 && sgn(dot2) > 0 && cross2 < limit);
  auto dotOf = [](double ax_, double ay_, double bx_, double by_, double cx_, double cy_) {
    return (cx_ - ax_) * (bx_ - ax_) + (cy_ - ay_) * (by_ - ay_);
  };
  c.quantities = {
      quantity("|C - A|^2 (r1^2)", qf[0], qd[0], &s1),
      quantity("|C - B|^2 (r2^2)", qf[1], qd[1], &s2),
      quantity("r^2", double(f(k.radius)) * f(k.radius), k.radius * k.radius, &r2),
      quantity("r1", qf[2], qd[2], nullptr),
      quantity("r2", qf[3], qd[3], nullptr),
      quantity("cos(t1)", qf[4], qd[4], nullptr),
      quantity("cos(t2)", qf[5], qd[5], nullptr),
      quantity("(C - A).(B - A)", dotOf(f(s.a.x), f(s.a.y), f(s.b.x), f(s.b.y), f(k.center.x), f(k.center.y)),
               dotOf(s.a.x, s.a.y, s.b.x, s.b.y, k.center.x, k.center.y), &dot1),
      quantity("(C - B).(A - B)", dotOf(f(s.b.x), f(s.b.y), f(s.a.x), f(s.a.y), f(k.center.x), f(k.center.y)),
               dotOf(s.b.x, s.b.y, s.a.x, s.a.y, k.center.x, k.center.y), &dot2),
      quantity("x = |sin(t1) r1|", qf[6], qd[6], nullptr),
      quantity("x^2 |B - A|^2 = cross^2", kNone, kNone, &cross2),
      quantity("r^2 |B - A|^2", kNone, kNone, &limit),
  };
  return c;
}

// [SECTION] Seed 000: intersects for rectangles (centers and half sizes)

template <class T>
bool rectsAsWritten(T axmin, T aymin, T axmax, T aymax, T bxmin, T bymin, T bxmax, T bymax,
                    std::array<T, 4>& q) {
  const T two(2);
  const T cax = (axmin + axmax) / two, cay = (aymin + aymax) / two;
  const T cbx = (bxmin + bxmax) / two, cby = (bymin + bymax) / two;
  const T wa2 = (axmax - axmin) / two, ha2 = (aymax - aymin) / two;
  const T wb2 = (bxmax - bxmin) / two, hb2 = (bymax - bymin) / two;
  q = {T(wa2 + wb2), T(absOf(T(cax - cbx))), T(ha2 + hb2), T(absOf(T(cay - cby)))};
  return q[0] > q[1] && q[2] > q[3];
}

Comparison rects(const Rect& a, const Rect& b) {
  Comparison c;
  c.formula = Formula::RectCenters;
  std::array<float, 4> qf;
  std::array<double, 4> qd;
  std::array<Q, 4> qe;
  c.f32 = rectsAsWritten(f(a.min.x), f(a.min.y), f(a.max.x), f(a.max.y), f(b.min.x), f(b.min.y), f(b.max.x),
                         f(b.max.y), qf);
  c.f64 = rectsAsWritten(a.min.x, a.min.y, a.max.x, a.max.y, b.min.x, b.min.y, b.max.x, b.max.y, qd);
  c.exact = rectsAsWritten(Q(a.min.x), Q(a.min.y), Q(a.max.x), Q(a.max.y), Q(b.min.x), Q(b.min.y), Q(b.max.x),
                           Q(b.max.y), qe);
  const char* names[4] = {"wa2 + wb2", "abs(cax - cbx)", "ha2 + hb2", "abs(cay - cby)"};
  for (int k = 0; k < 4; ++k) c.quantities.push_back(quantity(names[k], qf[k], qd[k], &qe[k]));
  return c;
}

// [SECTION] Seed 000: check_collision (edge sides, counter-clockwise polygons)

// The seed's _check_collision(ps, qs): the first edge of ps with every vertex of qs at check > 0 (then it
// returns False), or -1.
template <class T>
int separatingEdge(const std::vector<std::array<T, 2>>& ps, const std::vector<std::array<T, 2>>& qs) {
  T px1 = ps.back()[0], py1 = ps.back()[1];
  for (std::size_t i = 0; i < ps.size(); ++i) {
    const T px2 = ps[i][0], py2 = ps[i][1];
    const T dpx = px1 - px2, dpy = py1 - py2;
    bool all = true;
    for (const auto& q : qs) {
      const T check = dpx * (q[1] - py1) + dpy * (px1 - q[0]);
      all = all && check > 0;
    }
    if (all) return static_cast<int>(i);
    px1 = px2, py1 = py2;
  }
  return -1;
}

std::vector<Vec2> counterClockwise(const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s)) {
    auto c = rectCorners(*r);
    return {c.begin(), c.end()};
  }
  return hitlab::counterClockwise(std::get<Polygon>(s)).points;
}

template <class T, class Make>
std::vector<std::array<T, 2>> columns(const std::vector<Vec2>& v, Make make) {
  std::vector<std::array<T, 2>> out;
  out.reserve(v.size());
  for (Vec2 p : v) out.push_back({make(p.x), make(p.y)});
  return out;
}

Comparison polygons(const Shape& a, const Shape& b) {
  Comparison c;
  c.formula = Formula::PolygonEdgeSides;
  const std::vector<Vec2> va = counterClockwise(a), vb = counterClockwise(b);
  auto run = [&](auto make, auto tag, int& edgeA, int& edgeB) {
    using T = decltype(tag);
    const auto pa = columns<T>(va, make), pb = columns<T>(vb, make);
    edgeA = separatingEdge(pa, pb);
    edgeB = edgeA >= 0 ? -1 : separatingEdge(pb, pa);  // (the seed's `and` stops at the first False)
    return edgeA < 0 && edgeB < 0;
  };
  int fa, fb, da, db, ea, eb;
  c.f32 = run([](double x) { return f(x); }, float{}, fa, fb);
  c.f64 = run([](double x) { return x; }, double{}, da, db);
  c.exact = run([](double x) { return Q(x); }, Q{}, ea, eb);
  const Q qa(ea), qb(eb);
  c.quantities = {quantity("separating edge of a (-1: none)", fa, da, &qa),
                  quantity("separating edge of b (-1: none)", fb, db, &qb)};
  return c;
}

bool isArea(const Shape& s) { return std::holds_alternative<Rect>(s) || std::holds_alternative<Polygon>(s); }

}  // namespace

const char* formulaName(Formula f) {
  switch (f) {
    case Formula::SegmentStraddle:
      return "seed000.check_intersection";
    case Formula::CircleDistance:
      return "seed000.circle_intersects";
    case Formula::SegmentCircle:
      return "seed002.CheckHitLineToCircle";
    case Formula::RectCenters:
      return "seed000.rect_intersects";
    case Formula::PolygonEdgeSides:
      return "seed000.check_collision";
    default:
      return "";
  }
}

Comparison compareFormula(const Shape& a, const Shape& b) {
  auto* sa = std::get_if<Segment>(&a);
  auto* sb = std::get_if<Segment>(&b);
  auto* ca = std::get_if<Circle>(&a);
  auto* cb = std::get_if<Circle>(&b);
  if (sa && sb) return segments(*sa, *sb);
  if (ca && cb) return circles(*ca, *cb);
  if (sa && cb) return segmentCircle(*sa, *cb);
  if (ca && sb) return segmentCircle(*sb, *ca);
  if (roundingOf(a) != 0 || roundingOf(b) != 0) return {};  // (no article rounds a rect or polygon)
  if (std::holds_alternative<Rect>(a) && std::holds_alternative<Rect>(b))
    return rects(std::get<Rect>(a), std::get<Rect>(b));
  if (isArea(a) && isArea(b)) return polygons(a, b);
  return {};
}

std::optional<bool> formulaVerdict(const Shape& a, const Shape& b, Arithmetic arithmetic) {
  if (roundingOf(a) != 0 || roundingOf(b) != 0) return std::nullopt;  // (no article rounds a rect or polygon)
  const bool single = arithmetic == Arithmetic::Float32;
  auto* sa = std::get_if<Segment>(&a);
  auto* sb = std::get_if<Segment>(&b);
  auto* ca = std::get_if<Circle>(&a);
  auto* cb = std::get_if<Circle>(&b);
  if (sa && sb) {
    const Segment &s = *sa, &t = *sb;
    if (single) {
      std::array<float, 6> q;
      return checkIntersection(f(s.a.x), f(s.a.y), f(s.b.x), f(s.b.y), f(t.a.x), f(t.a.y), f(t.b.x), f(t.b.y),
                               q);
    }
    std::array<double, 6> q;
    return checkIntersection(s.a.x, s.a.y, s.b.x, s.b.y, t.a.x, t.a.y, t.b.x, t.b.y, q);
  }
  if (ca && cb) {
    const Circle &p = *ca, &q = *cb;
    if (single) {
      float D, d, sum;
      return circlesAsWritten(f(p.center.x), f(p.center.y), f(p.radius), f(q.center.x), f(q.center.y),
                              f(q.radius), D, d, sum);
    }
    double D, d, sum;
    return circlesAsWritten(p.center.x, p.center.y, p.radius, q.center.x, q.center.y, q.radius, D, d, sum);
  }
  if ((sa && cb) || (ca && sb)) {
    const Segment& s = sa ? *sa : *sb;
    const Circle& k = ca ? *ca : *cb;
    if (single) {
      std::array<float, 7> q;
      return hitLineToCircle(f(s.a.x), f(s.a.y), f(s.b.x), f(s.b.y), f(k.center.x), f(k.center.y),
                             f(k.radius), q);
    }
    std::array<double, 7> q;
    return hitLineToCircle(s.a.x, s.a.y, s.b.x, s.b.y, k.center.x, k.center.y, k.radius, q);
  }
  auto* ra = std::get_if<Rect>(&a);
  auto* rb = std::get_if<Rect>(&b);
  if (ra && rb) {
    const Rect &p = *ra, &q = *rb;
    if (single) {
      std::array<float, 4> v;
      return rectsAsWritten(f(p.min.x), f(p.min.y), f(p.max.x), f(p.max.y), f(q.min.x), f(q.min.y),
                            f(q.max.x), f(q.max.y), v);
    }
    std::array<double, 4> v;
    return rectsAsWritten(p.min.x, p.min.y, p.max.x, p.max.y, q.min.x, q.min.y, q.max.x, q.max.y, v);
  }
  if (isArea(a) && isArea(b)) {
    const std::vector<Vec2> va = counterClockwise(a), vb = counterClockwise(b);
    auto run = [&](auto make, auto tag) {
      using T = decltype(tag);
      const auto pa = columns<T>(va, make), pb = columns<T>(vb, make);
      return separatingEdge(pa, pb) < 0 && separatingEdge(pb, pa) < 0;
    };
    return single ? run([](double x) { return f(x); }, float{}) : run([](double x) { return x; }, double{});
  }
  return std::nullopt;
}

std::string exactDecimal(double x) {
  if (!std::isfinite(x)) return std::isnan(x) ? "nan" : (x > 0 ? "inf" : "-inf");
  const std::string digits = exactDecimalOf(Q(x));
  return std::signbit(x) && x == 0 ? "-0" : digits;
}

}  // namespace hitlab::compare

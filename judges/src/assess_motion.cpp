// assess_motion.cpp — a judge's time of impact against the exact one (hitlab/motion.h), under its band: the
// separation at which it reports contact (0 for an exact swept test, a little apart for conservative
// advancement, Box2D's target separation). Separations are measured on the shapes moved to a time in doubles,
// with a slack; what cannot be measured within it is given the benefit of the doubt (no finding that cannot
// be shown).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "corners.h"
#include "hitlab/expectations.h"
#include "hitlab/judge.h"

namespace hitlab::judge {

namespace {

std::string nineDigits(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.9g", x);
  return buf;
}

double largestValue(const Shape& s) {
  double m = 0;
  forEachValue(s, [&](double x) { m = std::fmax(m, std::fabs(x)); });
  return m;
}

// The pair in motion, with what every separation is measured against.
struct Sweep {
  const Shape &a, &b;
  Vec2 va, vb;
  double slack = 0;        ///< how far a measured separation may be off and still count as within
  bool measurable = true;  ///< the moved coordinates are held well within the slack

  Sweep(const Shape& a_, Vec2 va_, const Shape& b_, Vec2 vb_, double tolerance)
      : a(a_), b(b_), va(va_), vb(vb_) {
    const Vec2 w = va - vb;
    const double motion = std::hypot(w.x, w.y);
    const double scale = std::fmax(pairScale(a, b), motion);
    slack = tolerance * (scale > 0 ? scale : 1);
    // (each moved coordinate rounds once: within 2^-52 of the largest value it is made of)
    const double largest = std::fmax(
        std::fmax(largestValue(a), largestValue(b)),
        std::fmax(std::fmax(std::fabs(va.x), std::fabs(va.y)), std::fmax(std::fabs(vb.x), std::fabs(vb.y))));
    measurable = std::isfinite(largest) && std::ldexp(largest, -48) <= slack / 8;
  }

  // The signed separation at t: the distance apart, or minus the depth of their overlap. Every shape is a
  // core (a point, a segment, a rect or a polygon) grown by a radius, and the signed distance of convex sets
  // grown by r is theirs less r: so the cores' separation (their distance, or the shortest push along the
  // axes that can part them, exact for straight cores) less both radii.
  double separationAt(double t) const {
    const auto [ca, ra] = coreOf(translated(a, t * va));
    const auto [cb, rb] = coreOf(translated(b, t * vb));
    const PairResult r = evaluate(ca, cb);
    if (!r.error.empty()) return std::numeric_limits<double>::quiet_NaN();
    const double core = r.relation == Relation::Disjoint   ? r.distance
                        : r.relation == Relation::Touching ? 0
                                                           : -depthOfOverlap(ca, cb);
    return core - ra - rb;
  }

  // How far apart the shapes at t stand along the unit direction n (from a towards b): b's least projection
  // on it less a's greatest. No more than their separation at t, and equal to it along a direction that
  // parts them by that much (their contact normal when they touch).
  double gapAlong(double t, Vec2 n) const {
    return -reach(translated(b, t * vb), -1.0 * n) - reach(translated(a, t * va), n);
  }

  // Whether some point of a at t, moved along the unit direction n by at most `length`, meets b at t: n is
  // then the direction between two points of theirs that far apart at most.
  bool meetsAlong(double t, Vec2 n, double length) const {
    return timeOfImpact(translated(a, t * va), length * n, translated(b, t * vb), {0, 0}, ImpactQuery::Time)
        .t.has_value();
  }

  // The greatest projection of s on the unit direction n: its core's vertices', plus its radius.
  static double reach(const Shape& s, Vec2 n) {
    const auto [core, radius] = coreOf(s);
    double most = -std::numeric_limits<double>::infinity();
    const auto take = [&](Vec2 p) { most = std::fmax(most, n.x * p.x + n.y * p.y); };
    if (const auto* p = std::get_if<Point>(&core)) take(p->p);
    if (const auto* g = std::get_if<Segment>(&core)) take(g->a), take(g->b);
    if (const auto* r = std::get_if<Rect>(&core))
      take(r->min), take(r->max), take({r->min.x, r->max.y}), take({r->max.x, r->min.y});
    if (const auto* q = std::get_if<Polygon>(&core))
      for (Vec2 p : q->points) take(p);
    return most + radius;
  }

  static std::pair<Shape, double> coreOf(const Shape& s) {
    if (auto* c = std::get_if<Circle>(&s)) return {Point{c->center}, c->radius};
    if (auto* k = std::get_if<Capsule>(&s)) return {Segment{k->a, k->b}, k->radius};
    if (auto* r = std::get_if<Rect>(&s)) return {Rect{r->min, r->max}, r->radius};
    if (auto* p = std::get_if<Polygon>(&s)) return {Polygon{p->points}, p->radius};
    return {s, 0.0};
  }

  // The least separation over the step and when: the separation of two convex shapes in uniform motion is
  // convex in t (a signed distance to a convex set along a line), so a ternary search finds it.
  std::pair<double, double> leastSeparation() const {
    double lo = 0, hi = 1;
    for (int k = 0; k < 60 && hi - lo > 0x1p-40; ++k) {
      const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
      if (separationAt(m1) <= separationAt(m2))
        hi = m2;
      else
        lo = m1;
    }
    double best = lo / 2 + hi / 2, least = separationAt(best);
    for (double t : {0.0, 1.0})
      if (const double s = separationAt(t); s < least) least = s, best = t;
    return {least, best};
  }

  // Whether the shapes come within separation s of each other in the step, decided exactly for s >= 0 (one
  // shape grown by s, a hair less, and the exact time of impact), else by the least separation measured.
  bool reaches(double s) const {
    if (s >= 0) {
      const std::optional<Shape> g = grown(a, s);
      if (!g) return leastSeparation().first <= s;
      return timeOfImpact(*g, va, b, vb, ImpactQuery::Time).t.has_value();
    }
    return leastSeparation().first <= s;
  }

  // s grown by d >= 0 (its radius, rounded toward zero), or none when that radius is not finite.
  static std::optional<Shape> grown(const Shape& s, double d) {
    auto add = [&](double r) { return std::nextafter(r + d, 0.0); };
    const double r0 = 0;
    std::optional<Shape> out;
    std::visit(
        [&](const auto& x) {
          using S = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<S, Point>) {
            out = Circle{x.p, std::fmax(add(r0), 0.0)};
          } else if constexpr (std::is_same_v<S, Segment>) {
            out = Capsule{x.a, x.b, std::fmax(add(r0), 0.0)};
          } else if constexpr (std::is_same_v<S, Circle>) {
            out = Circle{x.center, add(x.radius)};
          } else if constexpr (std::is_same_v<S, Capsule>) {
            out = Capsule{x.a, x.b, add(x.radius)};
          } else if constexpr (std::is_same_v<S, Rect> || std::is_same_v<S, Polygon>) {
            S y = x;
            y.radius = add(x.radius);
            out = y;
          } else {
            static_assert(kUntaughtShape<S>, "grown: a shape type it does not grow");
          }
        },
        s);
    if (out) {
      bool finite = true;
      forEachValue(*out, [&](double x) { finite = finite && std::isfinite(x); });
      if (!finite) out.reset();
    }
    return out;
  }
};

Message exactText(const TimeOfImpact& exact) {
  if (!exact.t) return {"assess.exact-no-contact", {}};
  return {exact.tunnels ? "assess.exact-contact-through" : "assess.exact-contact",
          {nineDigits(*exact.t), impactCaseName(exact.kind)}};
}

// v / |v|, or none for a zero or not finite v.
std::optional<Vec2> unitOf(Vec2 v) {
  const double length = std::hypot(v.x, v.y);
  if (!std::isfinite(length) || !(length > 0)) return std::nullopt;
  return Vec2{v.x / length, v.y / length};
}

// The contact normal it gives, where its time holds and the exact contact has a normal (not overlapping from
// the start), is held to be one of:
//   - a unit direction from a towards b along which the shapes at t stand as far apart as they are, s (along
//     any other they stand nearer), within the slack and its band's width (a stop anywhere in its band);
//   - the exact normal itself, within a turn of 5 tolerances (where no direction parts them so: a point
//   passing
//     through a segment or a corner takes the motion's direction);
//   - for a judge that stops short by design (its band reaches beyond 0), the direction between two points of
//     theirs no farther apart than its band's far end: what an engine's distance search stopping there gives
//     (Box2D's, whose direction may lean the more the nearer its stop is to its tolerance).
// `inner`: its note, its band, the exact answer.
std::optional<Assessment> normalOff(const Sweep& sweep, const TimeOfImpact& exact, const Verdict& v,
                                    const MotionBand& band, double t, double s, double tolerance,
                                    std::vector<Message> inner) {
  if (!v.normal || !exact.normal) return std::nullopt;
  const Vec2 n = *v.normal;
  const std::optional<Vec2> direction = unitOf(n);
  if (!direction)
    return assessmentWrong(FindingClass::NotANumber,
                           {"assess.normal-not-a-direction", {nineDigits(n.x), nineDigits(n.y)}});
  const Vec2 unit = *direction;
  if (std::hypot(unit.x - exact.normal->x, unit.y - exact.normal->y) <= 5 * tolerance) return std::nullopt;
  const double gap = sweep.gapAlong(t, unit);
  if (!(gap < s - sweep.slack - (band.hi - band.lo))) return std::nullopt;
  if (band.hi > 0 && sweep.meetsAlong(t, unit, band.hi + sweep.slack)) return std::nullopt;
  return assessmentWrong(FindingClass::NormalOff,
                         {"assess.normal-off",
                          {nineDigits(t), nineDigits(n.x), nineDigits(n.y), nineDigits(gap), nineDigits(s)},
                          std::move(inner)});
}

}  // namespace

MotionBand motionBandOf(const Verdict& v, const Conventions& c) {
  const auto [target, tolerance] = v.motionBand.value_or(std::pair{c.motionTarget, c.motionTolerance});
  return {target - tolerance, target + tolerance};
}

Assessment assessMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const TimeOfImpact& exact,
                        const Verdict& v, const Conventions& c, double tolerance) {
  if (auto failed = failureAssessment(v)) return *failed;
  if (v.answer < 0) return declinedAssessment(v);
  if (v.answer > 1)
    return assessmentWrong(FindingClass::NotANumber,
                           {"assess.motion-answer-out-of-range", {std::to_string(v.answer)}});
  const MotionBand band = motionBandOf(v, c);
  const bool designed = band.lo != 0 || band.hi != 0;
  const Sweep sweep(a, va, b, vb, tolerance);
  const Message bandText =
      designed ? Message{"assess.band",
                         {nineDigits(band.lo / 2 + band.hi / 2), nineDigits(band.hi / 2 - band.lo / 2)}}
               : Message{"assess.none", {}};
  const Outcome byDesign = designed ? Outcome::ByDesign : Outcome::Agrees;
  const Message said = v.note.empty() ? Message{"assess.none", {}} : Message{"assess.note", {v.note}};

  if (v.answer == 0) {  // (it says no contact in the step)
    if (!exact.t) return {};
    // (a judge that reports contact at touching or before misses it whatever its depth, as exactly decided;
    // one that reports only at a depth, only when they go deeper)
    if (band.lo < 0 && (!sweep.measurable || !sweep.reaches(band.lo - sweep.slack)))
      return assessmentSaying(byDesign, {}, {"assess.never-deeper", {}, {exactText(exact), bandText}});
    return assessmentWrong(FindingClass::ContactMissed,
                           {"assess.contact-missed", {}, {exactText(exact), said, bandText}});
  }

  // It says contact at a time.
  if (!v.time || !std::isfinite(*v.time) || *v.time < 0 || *v.time > 1)
    return assessmentWrong(FindingClass::NotANumber,
                           v.time ? Message{"assess.time-out-of-range", {nineDigits(*v.time)}}
                                  : Message{"assess.time-missing", {}});
  const double t = *v.time;
  const bool onTime = exact.t && std::fabs(t - *exact.t) <= tolerance;
  if (onTime && !v.normal) return {};
  if (!sweep.measurable) return {};
  const double s = sweep.separationAt(t);
  if (std::isnan(s)) return {};
  // (at t it says contact, with its note: they are s apart there, its band; the exact answer)
  const auto at = [&](std::string_view id, double separation) {
    return Message{
        std::string(id), {nineDigits(t), nineDigits(separation)}, {said, bandText, exactText(exact)}};
  };
  // (its time holds: on time, within its band, or at t = 0 already nearer than its band's far end, the first
  // time it holds; then its normal, where it gives one)
  if (onTime || ((s >= band.lo - sweep.slack || t == 0) && s <= band.hi + sweep.slack)) {
    if (std::optional<Assessment> off =
            normalOff(sweep, exact, v, band, t, s, tolerance, {said, bandText, exactText(exact)}))
      return *off;
    return onTime ? Assessment{} : assessmentSaying(byDesign, {}, at("assess.within-band", s));
  }
  if (s > band.hi + sweep.slack) {
    if (!sweep.reaches(band.hi + sweep.slack))
      return assessmentWrong(FindingClass::PhantomContact, at("assess.never-within-band", s));
    // (within the band later: early; within it only before: late, past the contact or the closest approach)
    const bool early = exact.t ? t < *exact.t : t < sweep.leastSeparation().second;
    return assessmentWrong(early ? FindingClass::TimeEarly : FindingClass::TimeLate,
                           at("assess.still-apart", s));
  }
  return assessmentWrong(FindingClass::TimeLate, at("assess.overlap-there", -s));
}

Situation motionSituationOf(const Shape& a, const Shape& b, const TimeOfImpact& exact) {
  if (isDegenerate(a) || isDegenerate(b)) return Situation::Degenerate;
  switch (exact.kind) {
    case ImpactCase::Overlapping:
    case ImpactCase::Touching:
      return Situation::StartsInContact;
    case ImpactCase::None:
      return Situation::NoContact;
    case ImpactCase::Entering:
    case ImpactCase::Grazing:
      break;
  }
  if (exact.t && *exact.t == 1) return Situation::ContactAtStepEnd;
  if (exact.kind == ImpactCase::Grazing) return Situation::Grazing;
  if (exact.tunnels) return Situation::Tunnelling;
  return Situation::Entering;
}

double motionErrorOf(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const TimeOfImpact& exact,
                     const Verdict& v, const Conventions& c, FindingClass cls) {
  const MotionBand band = motionBandOf(v, c);
  const Sweep sweep(a, va, b, vb, 0);
  switch (cls) {
    case FindingClass::ContactMissed:
      return std::fmax(band.lo - sweep.leastSeparation().first, 0.0);
    case FindingClass::NormalOff: {  // (how much nearer they stand along its normal than they are)
      const std::optional<Vec2> n = v.normal ? unitOf(*v.normal) : std::nullopt;
      if (!v.time || !n) break;
      return std::fmax(sweep.separationAt(*v.time) - sweep.gapAlong(*v.time, *n), 0.0);
    }
    case FindingClass::PhantomContact:
    case FindingClass::TimeEarly:
    case FindingClass::TimeLate: {
      if (!v.time) break;
      const double s = sweep.separationAt(*v.time);
      if (s < band.lo) return band.lo - s;
      if (cls == FindingClass::TimeLate && exact.t) {  // (past the contact and apart again)
        const Vec2 w = va - vb;
        return std::fabs(*v.time - *exact.t) * std::hypot(w.x, w.y);
      }
      return std::fmax(s - band.hi, 0.0);
    }
    default:
      break;
  }
  return std::numeric_limits<double>::quiet_NaN();
}

}  // namespace hitlab::judge

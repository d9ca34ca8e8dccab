// shrink.cpp — a finding made readable: fewer polygon vertices, the pair scaled toward unit size when far
// from it and moved toward the origin, then each value replaced by the shortest decimal (or small integer)
// that keeps the judge wrong in the same way, in the same situation (describe.h's key). Every candidate is
// judged again and decided exactly again: the shrunk pair is a real counterexample of the same cause.
#include <cmath>

#include "describe.h"
#include "generators.h"
#include "hitlab/hunt.h"
#include "numbers.h"

namespace hitlab::judge {

namespace {

struct Shrinker {
  Judge& judge;
  Finding& f;
  double tolerance;
  int callsLeft;
  FindingKey key = keyOf(f);
  double leastError = 0;  ///< (the worst example: it must stay at least this wrong)

  // Judges (a, b): when it is wrong in the same way, in the same situation (and as wrong), it becomes the
  // finding.
  bool tryPair(const Shape& a, const Shape& b) { return tryPair(a, b, f.motion); }
  bool tryPair(const Shape& a, const Shape& b, const std::optional<PairMotion>& motion) {
    const GeneratorSettings settings = settingsFor(judge.conventions(), f.pairType);
    const PairOfShapes pair{a, b, motion};
    if (callsLeft <= 0 || !usable(pair, settings)) return false;
    --callsLeft;
    Verdict v;
    judge.judgeMany({&pair, 1}, {&v, 1});
    const auto [exact, as] = decide(pair, v, judge.conventions(), tolerance);
    if (as.outcome != Outcome::Wrong || as.finding != f.finding) return false;
    const Described d = describe(pair, v, as.finding, judge.conventions());
    if (d.key != key || (leastError > 0 && !(d.relativeError >= leastError))) return false;
    take(f, exampleOf(pair, exact, std::move(v), as, d));
    return true;
  }

  // Without one vertex of a polygon (a polygon keeps 3 at least; ccw order is kept).
  bool dropVertices() {
    bool changed = false;
    for (int side = 0; side < 2; ++side) {
      for (std::size_t i = 0;; ++i) {
        const Shape& s = side == 0 ? f.a : f.b;
        auto* p = std::get_if<Polygon>(&s);
        if (!p || p->points.size() <= 3 || i >= p->points.size()) break;
        Polygon fewer = *p;
        fewer.points.erase(fewer.points.begin() + static_cast<std::ptrdiff_t>(i));
        const Shape candidate = fewer;
        if (side == 0 ? tryPair(candidate, f.b) : tryPair(f.a, candidate)) {
          changed = true, --i;  // (the same index again: now the next vertex)
        }
      }
    }
    return changed;
  }

  // A pair far from unit size (beyond 2^+-20) scaled by a power of two toward it: every relation, and every
  // step of a few ulps, scales with it exactly (tryPair checks that nothing underflowed into another answer).
  // (Nearer unit size, decimals read better as they are: 1234.5625 moves to 0.5625, a quarter of it would
  // not.)
  bool rescale() {
    const double size = pairSize(f.a, f.b);
    if (!(size > 0) || (size > 0x1p-20 && size < 0x1p20)) return false;
    int exponent = 0;
    std::frexp(size, &exponent);  // (size in [2^(exponent-1), 2^exponent))
    for (int shift = 1 - exponent; shift != 0; shift /= 2) {
      Shape a = f.a, b = f.b;
      for (Shape* s : {&a, &b}) forEachValue(*s, [&](double& x) { x = std::ldexp(x, shift); });
      std::optional<PairMotion> m = f.motion;  // (a motion scales with the shapes: the same times)
      if (m)
        for (double* x : {&m->a.x, &m->a.y, &m->b.x, &m->b.y}) *x = std::ldexp(*x, shift);
      if (tryPair(a, b, m)) return true;
    }
    return false;
  }

  // The pair moved toward the origin: its first point onto it, else by whole numbers.
  bool moveToOrigin() {
    Vec2 first{};
    forEachValue(f.a, [&, k = 0](double x) mutable {
      if (k == 0) first.x = x;
      if (k == 1) first.y = x;
      ++k;
    });
    // (first the whole way: the first point at the origin, when every value moves exactly enough to keep it
    // wrong; then by whole numbers)
    if ((first.x != 0 || first.y != 0) &&
        tryPair(translated(f.a, -1.0 * first), translated(f.b, -1.0 * first)))
      return true;
    bool changed = false;
    for (int tries = 0; tries < 4; ++tries) {
      const Vec2 d{-std::trunc(first.x), -std::trunc(first.y)};
      if (d.x == 0 && d.y == 0) break;
      if (!tryPair(translated(f.a, d), translated(f.b, d))) break;
      changed = true;
      first = first + d;
    }
    return changed;
  }

  // Each value, and first each group of equal values together (touching shapes share coordinates): 0, the
  // nearest integer, then decimals of 1, 2, ... significant digits.
  bool shortenValues() {
    bool changed = false;
    int count = 0;
    forEachValue(f.a, [&](double) { ++count; });
    const int countA = count;
    forEachValue(f.b, [&](double) { ++count; });
    for (bool together : {true, false}) {
      for (int index = 0; index < count; ++index) {
        const double current = valueAt(index, countA);
        for (double c : shorterThan(current)) {
          Shape a = f.a, b = f.b;
          if (together) {
            for (Shape* sh : {&a, &b})
              forEachValue(*sh, [&](double& x) {
                if (x == current) x = c;
              });
          } else {
            setValueAt(index, countA, a, b, c);
          }
          if (tryPair(a, b)) {
            changed = true;
            break;
          }
        }
      }
    }
    return changed;
  }

  // Each motion value alike: 0, the nearest integer, shorter decimals.
  bool shortenMotion() {
    if (!f.motion) return false;
    bool changed = false;
    for (int k = 0; k < 4; ++k) {
      auto at = [k](PairMotion& m) -> double& {
        return k == 0 ? m.a.x : k == 1 ? m.a.y : k == 2 ? m.b.x : m.b.y;
      };
      PairMotion m = *f.motion;
      for (double c : shorterThan(at(m))) {
        PairMotion tried = *f.motion;
        at(tried) = c;
        if (tryPair(f.a, f.b, tried)) {
          changed = true;
          break;
        }
      }
    }
    return changed;
  }

  // Shorter values near x, shortest first (floats for a float judge).
  std::vector<double> shorterThan(double x) const {
    const bool float32 = judge.conventions().float32;
    const int digits = shortestDigits(x);
    std::vector<double> out;
    auto add = [&](double c) {
      if (float32) c = static_cast<double>(static_cast<float>(c));
      if (c != x && shortestDigits(c) < digits) out.push_back(c);
    };
    add(0), add(std::round(x));
    for (int p = 1; p < digits; ++p) {
      double rounded = x;
      readNumber(digitsText(x, p), rounded);
      add(rounded);
    }
    return out;
  }

  double valueAt(int index, int countA) const {
    double out = 0;
    int k = 0;
    forEachValue(index < countA ? f.a : f.b, [&](double x) {
      if (k++ == (index < countA ? index : index - countA)) out = x;
    });
    return out;
  }
  static void setValueAt(int index, int countA, Shape& a, Shape& b, double value) {
    int k = 0;
    forEachValue(index < countA ? a : b, [&](double& x) {
      if (k++ == (index < countA ? index : index - countA)) x = value;
    });
  }
  // Significant digits of the shortest decimal that reads back as x (0 has 1; integers count their digits).
  static int shortestDigits(double x) {
    const std::string text = shortestText(x, NumberFormat::Scientific);
    int digits = 0;
    for (std::size_t i = 0; i < text.size() && text[i] != 'e'; ++i)
      digits += text[i] >= '0' && text[i] <= '9';
    return std::max(digits, 1);
  }
};

void run(Shrinker& s) {
  // (the finding as found, judged once more: a plugin's state, a hunt's batch, must not matter)
  if (!s.tryPair(s.f.a, s.f.b)) return;
  for (int pass = 0; pass < 8; ++pass) {
    bool changed = s.dropVertices();
    changed = s.rescale() || changed;
    changed = s.moveToOrigin() || changed;
    changed = s.shortenValues() || changed;
    changed = s.shortenMotion() || changed;
    if (!changed || s.callsLeft <= 0) break;
  }
}

}  // namespace

void shrink(Judge& judge, Finding& f, double tolerance, int maxCalls) {
  if (f.finding == FindingClass::Hang) return;  // (each try would wait for the time limit)
  if (f.finding == FindingClass::Crash) maxCalls = std::min(maxCalls, 300);
  Shrinker s{judge, f, tolerance, maxCalls};
  run(s);
}

void shrinkWorst(Judge& judge, Finding& f, double tolerance, int maxCalls) {
  if (!f.worst || !(f.worst->relativeError > 0)) return;  // (on the boundary, a failure: no worse one)
  Finding w = f;
  take(w, *f.worst);
  Shrinker s{judge, w, tolerance, maxCalls};
  s.leastError = f.worst->relativeError / 2;
  run(s);
  if (w.relativeError >= s.leastError) f.worst = exampleOf(w);
}

}  // namespace hitlab::judge

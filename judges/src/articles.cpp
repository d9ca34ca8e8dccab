// articles.cpp — the articles' formulas as judges, as the lab has them (hitlab/compare.h): each in IEEE
// single precision (inputs rounded to float, as a game's float code sees them: float=1) and in double (what
// the articles' Python computes); and the typical epsilon test. Each answers miss (0) or meet (1), but the
// epsilon test, which tells touching apart.
#include <algorithm>
#include <cmath>

#include "hitlab/compare.h"
#include "hitlab/judge.h"

namespace hitlab::judge {
namespace {

// [SECTION] A formula of hitlab/compare.h

class FormulaJudge final : public Judge {
 public:
  FormulaJudge(std::string name, compare::Arithmetic arithmetic, std::vector<int> pairs, Conventions c)
      : name_(std::move(name)), arithmetic_(arithmetic), pairs_(std::move(pairs)), conventions_(c) {}
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override {
    return std::find(pairs_.begin(), pairs_.end(), pairType) != pairs_.end();
  }
  Verdict judge(const Shape& a, const Shape& b) override {
    Verdict v;
    if (auto said = compare::formulaVerdict(a, b, arithmetic_)) v.answer = *said ? 1 : 0;
    return v;
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<FormulaJudge>(*this); }

 private:
  std::string name_;
  compare::Arithmetic arithmetic_;
  std::vector<int> pairs_;
  Conventions conventions_;
};

Conventions makeConventions(Touching touching, bool float32, bool ccw = false) {
  Conventions c;
  c.touching = touching;
  c.float32 = float32;
  c.ccw = ccw;
  return c;
}

// Each formula twice: "/float32" and "/double".
struct Formula {
  const char* name;
  const char* what;
  std::vector<int> pairs;
  Touching touching;
  bool ccw;
};

const std::vector<Formula>& formulas() {
  const int segseg = pairTypeFromName("segment_segment"), circles = pairTypeFromName("circle_circle");
  const int segcircle = pairTypeFromName("segment_circle"), rects = pairTypeFromName("rect_rect");
  const int polys = pairTypeFromName("polygon_polygon"), rectpoly = pairTypeFromName("rect_polygon");
  static const std::vector<Formula> all = {
      {"seed000.check_intersection",
       "the straddle test, tc * td < 0 and ta * tb < 0",
       {segseg},
       Touching::Strict,
       false},
      {"seed000.circle_intersects",
       "d < r1 + r2 with d = (dx ** 2 + dy ** 2) ** 0.5",
       {circles},
       Touching::Strict,
       false},
      {"seed002.CheckHitLineToCircle",
       "atan2 angles, r1 < r or r2 < r or both cosines > 0 and x < r",
       {segcircle},
       Touching::Strict,
       false},
      {"seed000.rect_intersects",
       "centres and half sizes, wa2 + wb2 > abs(cax - cbx) and ...",
       {rects},
       Touching::Strict,
       false},
      // (an edge separates when every vertex of the other is at check > 0: touching is a collision)
      {"seed000.check_collision",
       "edge sides of counter-clockwise polygons (rects as polygons)",
       {polys, rectpoly},
       Touching::Inclusive,
       true},
  };
  return all;
}

struct RegisterFormulas {
  RegisterFormulas() {
    for (const Formula& f : formulas()) {
      for (bool single : {true, false}) {
        const std::string name = std::string(f.name) + (single ? "/float32" : "/double");
        const auto arithmetic = single ? compare::Arithmetic::Float32 : compare::Arithmetic::Double;
        const Conventions c = makeConventions(f.touching, single, f.ccw);
        std::string pairs;
        for (int p : f.pairs) pairs += (pairs.empty() ? "" : ", ") + pairTypeLabel(p);
        Registration{{name,
                      std::string(f.what) + (single ? ", in float" : ", in double") + " (" + pairs + ")",
                      [=] { return std::make_unique<FormulaJudge>(name, arithmetic, f.pairs, c); }}};
      }
    }
  }
};
const RegisterFormulas registerFormulas;

// [SECTION] Seed 003: pixel rectangles, (x(r1) + cx(r1) - 1) < x(r2), as written, in double

// The article's rectangles are pixel rows and columns: x, y the top left pixel, cx, cy the sizes in pixels,
// so a rect covers x .. x + cx - 1. Given hitlab's closed boxes (x = min.x, cx = max.x - min.x), whole pixels
// meet as the article says; anything finer than a pixel does not.
class PixelRectsJudge final : public Judge {
 public:
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override { return pairType == pairTypeFromName("rect_rect"); }
  Verdict judge(const Shape& a, const Shape& b) override {
    const Rect& r1 = std::get<Rect>(a);
    const Rect& r2 = std::get<Rect>(b);
    const double x1 = r1.min.x, y1 = r1.min.y, cx1 = r1.max.x - r1.min.x, cy1 = r1.max.y - r1.min.y;
    const double x2 = r2.min.x, y2 = r2.min.y, cx2 = r2.max.x - r2.min.x, cy2 = r2.max.y - r2.min.y;
    const bool cnd1 = (x1 + cx1 - 1)<x2, cnd2 = x1>(x2 + cx2 - 1);
    const bool cnd3 = (y1 + cy1 - 1)<y2, cnd4 = y1>(y2 + cy2 - 1);
    Verdict v;
    v.answer = !cnd1 && !cnd2 && !cnd3 && !cnd4 ? 1 : 0;
    return v;
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<PixelRectsJudge>(*this); }

 private:
  std::string name_ = "seed003.pixel_rects";
  Conventions conventions_ = makeConventions(Touching::Strict, false);
};
const Registration pixelRects{{"seed003.pixel_rects",
                               "(x(r1) + cx(r1) - 1) < x(r2) ...: pixel rectangles, in double (rect-rect)",
                               [] { return std::make_unique<PixelRectsJudge>(); }}};

// [SECTION] The epsilon test: touching within 1e-9

class EpsilonJudge final : public Judge {
 public:
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int) const override { return true; }
  Verdict judge(const Shape& a, const Shape& b) override {
    // (the parts epsilonRelation reads: no points, containment or SAT detail to work out)
    const PairResult exact = evaluate(a, b, Query::Depth | Query::Distance);
    Verdict v;
    switch (compare::epsilonRelation(a, b, exact, 1e-9)) {
      case Relation::Disjoint:
        v.answer = 0;
        break;
      case Relation::Touching:
        v.answer = 2;
        break;
      case Relation::Overlapping:
        v.answer = 3;
        break;
    }
    return v;
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<EpsilonJudge>(*this); }

 private:
  std::string name_ = "epsilon-1e-9";
  Conventions conventions_ = makeConventions(Touching::Inclusive, false);
};
const Registration epsilon{
    {"epsilon-1e-9", "the typical epsilon test: apart beyond 1e-9, touching within it (every pair type)",
     [] { return std::make_unique<EpsilonJudge>(); }}};

}  // namespace
}  // namespace hitlab::judge

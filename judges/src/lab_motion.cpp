// lab_motion.cpp — how game engines find a time of impact (hitlab/motion.h's engineImpacts, the lab's
// methods), as judges in motion: what the hunt finds in each is what the lab shows on one pair.
//   lab.discrete     a test at t = 0 and t = 1 only (at each frame): misses what passes through in one step
//   lab.substeps     tests at t = k / 4: late by up to a quarter step, blind to shorter contacts
//   lab.advancement  conservative advancement to 1/1000 of the pair's size: a time a little before contact,
//                    by design (its band: apart by 0 to that tolerance), and none after 50 iterations
#include "hitlab/judge.h"
#include "hitlab/motion.h"

namespace hitlab::judge {
namespace {

enum class Method { Discrete, Substeps, Advancement };

constexpr int kSubsteps = 4;
constexpr double kAdvancementTolerance = 1e-3;  ///< of the pair's size

class EngineMethodJudge final : public MotionJudge {
 public:
  EngineMethodJudge(Method method, std::string name) : method_(method), name_(std::move(name)) {}
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answersMotion(int) const override { return true; }
  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    Verdict v;
    const double tolerance = kAdvancementTolerance * pairSize(a, b);
    const auto found = engineImpacts(a, va, b, vb, kSubsteps, tolerance);
    if (!found) {
      v.note = "not a pair it can move (an invalid shape, a motion not finite)";
      return v;
    }
    const EngineImpact& e = method_ == Method::Discrete   ? found->discrete
                            : method_ == Method::Substeps ? found->substeps
                                                          : found->advancement;
    v.answer = e.t ? 1 : 0;
    v.time = e.t;
    if (method_ == Method::Advancement) {
      v.motionBand = std::pair{tolerance / 2, tolerance / 2};  // (apart by 0 to the tolerance)
      if (found->advancementStopped) v.note = "stopped after 50 iterations";
    }
    return v;
  }
  std::unique_ptr<Judge> clone() const override {
    return std::make_unique<EngineMethodJudge>(method_, name_);
  }

 private:
  Method method_;
  std::string name_;
  Conventions conventions_;
};

const Registration discrete{
    {"lab.discrete", "a test at each frame (t = 0 and t = 1 only), in motion (every pair type)",
     [] { return std::make_unique<EngineMethodJudge>(Method::Discrete, "lab.discrete"); }}};
const Registration substeps{{"lab.substeps", "four sub-steps (t = k / 4), in motion (every pair type)", [] {
                               return std::make_unique<EngineMethodJudge>(Method::Substeps, "lab.substeps");
                             }}};
const Registration advancement{
    {"lab.advancement", "conservative advancement to 1/1000 of the pair's size, in motion (every pair type)",
     [] { return std::make_unique<EngineMethodJudge>(Method::Advancement, "lab.advancement"); }}};

}  // namespace
}  // namespace hitlab::judge

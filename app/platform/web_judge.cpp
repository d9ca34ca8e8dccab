// web_judge.cpp — the page's judge written in JavaScript (platform.h's scriptJudge): the user's code defines
// any of the C interface's functions (hitlab/judge_abi.h), with or without the hitlab_ prefix, and
// web/page.js compiles it and calls them with the same arguments (arrays for the double arrays, a polygon's
// vertex count after its array; a rounded function's rect and polygon with their radius last; a time of
// impact function's motions as [x, y] and its time written to t[0], its normal, if any, to t[1] and t[2]) and
// the same return values. An exception is a crash verdict with its message; a loop that never ends holds the
// page (JavaScript cannot be interrupted on the page's own thread).
#include <emscripten.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "hitlab/judge.h"
#include "platform.h"

// clang-format off
EM_JS(int, hitlab_js_compile, (const char* code, const char* pairs, const char* layout, const char* exportBits,
                               char* message, int bytes), {
  return Module.hitlab.compileJudge(UTF8ToString(code), UTF8ToString(pairs), UTF8ToString(layout),
                                    UTF8ToString(exportBits), message, bytes);
});
EM_JS(void, hitlab_js_describe, (int id, unsigned char* exports, char* info, int bytes), {
  Module.hitlab.describeJudge(id, exports, info, bytes);
});
EM_JS(int, hitlab_js_call, (int id, int pairType, int rounded, const double* a, int na, int polygonA,
                            const double* b, int nb, int polygonB, void* record, char* message, int bytes), {
  return Module.hitlab.callJudge(id, pairType, rounded, a, na, polygonA, b, nb, polygonB, record, message,
                                 bytes);
});
EM_JS(int, hitlab_js_call_motion, (int id, int pairType, const double* a, int na, int polygonA, const double* b,
                                   int nb, int polygonB, const double* va, const double* vb, int* answer,
                                   double* time, double* normal, int* hasNormal, char* message, int bytes), {
  return Module.hitlab.callJudgeMotion(id, pairType, a, na, polygonA, b, nb, polygonB, va, vb, answer, time,
                                       normal, hasNormal, message, bytes);
});
// clang-format on

namespace hitlab::app::platform {

namespace {

using namespace hitlab::judge;

constexpr int kMessageBytes = 400;

class ScriptJudge final : public Judge {
 public:
  ScriptJudge(int id, std::string name, Conventions conventions,
              const std::array<std::uint8_t, kPairTypeCount>& exports)
      : id_(id), name_(std::move(name)), conventions_(conventions), exports_(exports) {}
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  // (any of its functions for the pair type standing still: a distance or points function alone has its
  // numbers judged)
  bool answers(int pairType) const override { return judgesStill(exports_[pairType]); }
  bool answersMotion(int pairType) const override { return exports_[pairType] & kMotionFunction; }

  Verdict judge(const Shape& a, const Shape& b) override {
    const int pair = pairType(typeOf(a), typeOf(b));
    const bool rounded = usesRoundedFunctions(exports_[pair], a, b);
    values_.clear();
    forEachJudgeValue(a, rounded, [&](double x) { values_.push_back(x); });
    const int na = static_cast<int>(values_.size());
    forEachJudgeValue(b, rounded, [&](double x) { values_.push_back(x); });
    const int nb = static_cast<int>(values_.size()) - na;
    const bool polygonA = typeOf(a) == ShapeType::Polygon, polygonB = typeOf(b) == ShapeType::Polygon;
    AnswerRecord record;
    char message[kMessageBytes] = "";
    const int status = hitlab_js_call(id_, pair, rounded, values_.data(), na, polygonA, values_.data() + na,
                                      nb, polygonB, &record, message, kMessageBytes);
    if (status != 0) {  // (1: it threw; 2: it returned something that is not an answer)
      Verdict v;
      v.failure = status == 1 ? Failure::Crash : Failure::NotANumber;
      v.failureText = message;
      return v;
    }
    return verdictOf(record);
  }

  // toi_<pair>(a..., b..., va, vb, t): the plain shapes' values, as the C interface's hitlab_toi_<pair>.
  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    const int pair = pairType(typeOf(a), typeOf(b));
    if (!answersMotion(pair)) return Judge::judgeMotion(a, va, b, vb);
    values_.clear();
    forEachJudgeValue(a, false, [&](double x) { values_.push_back(x); });
    const int na = static_cast<int>(values_.size());
    forEachJudgeValue(b, false, [&](double x) { values_.push_back(x); });
    const int nb = static_cast<int>(values_.size()) - na;
    const double motions[4] = {va.x, va.y, vb.x, vb.y};
    AnswerRecord record;
    double time = 0, normal[2] = {0, 0};
    int hasNormal = 0;
    char message[kMessageBytes] = "";
    const int status =
        hitlab_js_call_motion(id_, pair, values_.data(), na, typeOf(a) == ShapeType::Polygon,
                              values_.data() + na, nb, typeOf(b) == ShapeType::Polygon, motions, motions + 2,
                              &record.answer, &time, normal, &hasNormal, message, kMessageBytes);
    if (status != 0) {
      Verdict v;
      v.failure = status == 1 ? Failure::Crash : Failure::NotANumber;
      v.failureText = message;
      return v;
    }
    if (record.answer == 1) record.time = time, record.hasTime = 1;
    if (record.answer == 1 && hasNormal)
      record.normal[0] = normal[0], record.normal[1] = normal[1], record.hasNormal = 1;
    return verdictOf(record);
  }

  // (the same functions: the page has one thread)
  std::unique_ptr<Judge> clone() const override { return std::make_unique<ScriptJudge>(*this); }

 private:
  int id_;
  std::string name_;
  Conventions conventions_;
  std::array<std::uint8_t, kPairTypeCount> exports_{};  ///< ExportedFunction bits, by pair type
  std::vector<double> values_;
};

}  // namespace

bool hasScriptJudges() { return true; }

std::unique_ptr<Judge> scriptJudge(const std::string& code, std::string& error) {
  std::string pairs;
  for (int k = 0; k < kPairTypeCount; ++k)
    pairs += std::string(k ? "," : "") + pairTypeName(k) + (pairTypeHasPoints(k) ? ":points" : "") +
             (pairTypeHasRounded(k) ? ":rounded" : "");
  const std::string exportBits =
      "pair=" + std::to_string(kPairFunction) + " points=" + std::to_string(kPointsFunction) +
      " distance=" + std::to_string(kDistanceFunction) + " rounded=" + std::to_string(kRoundedFunction) +
      " roundedDistance=" + std::to_string(kRoundedDistanceFunction) +
      " motion=" + std::to_string(kMotionFunction);
  char message[kMessageBytes] = "";
  const int id = hitlab_js_compile(code.c_str(), pairs.c_str(), answerRecordLayout().c_str(),
                                   exportBits.c_str(), message, kMessageBytes);
  if (id < 0) {
    error = message;
    return nullptr;
  }
  std::array<std::uint8_t, kPairTypeCount> exports{};
  std::vector<char> info(4096, '\0');
  hitlab_js_describe(id, exports.data(), info.data(), static_cast<int>(info.size()));
  if (std::all_of(exports.begin(), exports.end(), [](std::uint8_t e) { return e == 0; })) {
    error =
        "the code defines no judge function (segment_segment(a, b), circle_circle(a, b), "
        "toi_point_rect(a, b, va, vb, t), ...: hitlab/judge_abi.h's names, with or without hitlab_)";
    return nullptr;
  }
  std::string name = "javascript";
  auto conventions = parseJudgeInfo(info.data(), name, error);
  if (!conventions) {
    error = "judge_info(): " + error;
    return nullptr;
  }
  if (conventions->rounded) {
    error = "judge_info(): rounded=1 is for built-in judges (define rounded_<pair> functions instead)";
    return nullptr;
  }
  for (int k = 0; k < kPairTypeCount; ++k) conventions->roundedFor[k] = exports[k] & kRoundedFunctions;
  return std::make_unique<ScriptJudge>(id, name, *conventions, exports);
}

}  // namespace hitlab::app::platform

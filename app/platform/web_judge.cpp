// web_judge.cpp — the page's judge written in JavaScript (platform.h's scriptJudge): the user's code defines
// any of the C interface's functions (hitlab/judge_abi.h), with or without the hitlab_ prefix, and
// web/page.js compiles it and calls them with the same arguments (arrays for the double arrays, a polygon's
// vertex count after its array) and the same return values. An exception is a crash verdict with its message;
// a loop that never ends holds the page (JavaScript cannot be interrupted on the page's own thread).
#include <emscripten.h>

#include <string>
#include <vector>

#include "hitlab/judge.h"
#include "platform.h"

// clang-format off
EM_JS(int, hitlab_js_compile, (const char* code, const char* pairNames, char* message, int bytes), {
  return Module.hitlab.compileJudge(UTF8ToString(code), UTF8ToString(pairNames), message, bytes);
});
EM_JS(void, hitlab_js_describe, (int id, int* masks, char* info, int bytes), {
  Module.hitlab.describeJudge(id, masks, info, bytes);
});
EM_JS(int, hitlab_js_call, (int id, int pairType, const double* a, int na, int polygonA, const double* b,
                            int nb, int polygonB, double* out, char* message, int bytes), {
  return Module.hitlab.callJudge(id, pairType, a, na, polygonA, b, nb, polygonB, out, message, bytes);
});
// clang-format on

namespace hitlab::app::platform {

namespace {

using namespace hitlab::judge;

constexpr int kMessageBytes = 400;

class ScriptJudge final : public Judge {
 public:
  ScriptJudge(int id, std::string name, Conventions conventions, const int masks[3])
      : id_(id), name_(std::move(name)), conventions_(conventions) {
    for (int k = 0; k < 3; ++k) masks_[k] = masks[k];
  }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  // (any of its functions for the pair type: a distance or points function alone has its numbers judged)
  bool answers(int pairType) const override {
    return ((masks_[0] | masks_[1] | masks_[2]) >> pairType & 1) != 0;
  }

  Verdict judge(const Shape& a, const Shape& b) override {
    values_.clear();
    forEachValue(a, [&](double x) { values_.push_back(x); });
    const int na = static_cast<int>(values_.size());
    forEachValue(b, [&](double x) { values_.push_back(x); });
    const int nb = static_cast<int>(values_.size()) - na;
    const bool polygonA = typeOf(a) == ShapeType::Polygon, polygonB = typeOf(b) == ShapeType::Polygon;
    double out[8] = {};
    char message[kMessageBytes] = "";
    const int status = hitlab_js_call(id_, pairType(typeOf(a), typeOf(b)), values_.data(), na, polygonA,
                                      values_.data() + na, nb, polygonB, out, message, kMessageBytes);
    if (status != 0) {  // (1: it threw; 2: it returned something that is not an answer)
      Verdict v;
      v.failure = status == 1 ? Failure::Crash : Failure::NotANumber;
      v.failureText = message;
      return v;
    }
    Verdict v = verdictFromC(static_cast<int>(out[0]), static_cast<int>(out[1]), out + 2,
                             out[6] != 0 ? std::optional<double>(out[7]) : std::nullopt);
    v.relationGiven = (masks_[0] >> pairType(typeOf(a), typeOf(b)) & 1) != 0;
    return v;
  }

  // (the same functions: the page has one thread)
  std::unique_ptr<Judge> clone() const override { return std::make_unique<ScriptJudge>(*this); }

 private:
  int id_;
  std::string name_;
  Conventions conventions_;
  int masks_[3] = {};  ///< the pair functions, the points functions, the distance functions (bit: pair type)
  std::vector<double> values_;
};

}  // namespace

bool hasScriptJudges() { return true; }

std::unique_ptr<Judge> scriptJudge(const std::string& code, std::string& error) {
  std::string names;
  for (int k = 0; k < kPairTypeCount; ++k) names += std::string(k ? "," : "") + pairTypeName(k);
  char message[kMessageBytes] = "";
  const int id = hitlab_js_compile(code.c_str(), names.c_str(), message, kMessageBytes);
  if (id < 0) {
    error = message;
    return nullptr;
  }
  int masks[3] = {};
  std::vector<char> info(4096, '\0');
  hitlab_js_describe(id, masks, info.data(), static_cast<int>(info.size()));
  if ((masks[0] | masks[1] | masks[2]) == 0) {
    error =
        "the code defines no judge function (segment_segment(a, b), circle_circle(a, b), ...: "
        "hitlab/judge_abi.h's names, with or without hitlab_)";
    return nullptr;
  }
  std::string name = "javascript";
  const auto conventions = parseJudgeInfo(info.data(), name, error);
  if (!conventions) {
    error = "judge_info(): " + error;
    return nullptr;
  }
  return std::make_unique<ScriptJudge>(id, name, *conventions, masks);
}

}  // namespace hitlab::app::platform

// judges_section.cpp — the Judges section: the judges the user ticked (built-in ones, or their own code in a
// plugin, hitlab/judge_abi.h), each one's verdict on the selected pair beside the exact relation, and where
// an engine puts its contact points and normal, drawn on the canvas in the judge's colour. A plugin whose
// file changes (a rebuild) is loaded again and asked again, while the window stays open; one that crashes
// or hangs is a verdict ("crash", "hang"), not the end of the app (it runs in a process of its own). In the
// page, the user's judge is JavaScript typed into the section (platform::scriptJudge), kept in the page's
// storage as CONFIG/judge.js. Results shows a column per judge and the perturbation explorer a row per judge
// (judges_view.h).
//
// [SECTION] State and verdicts  [SECTION] For the other sections  [SECTION] The section
// [SECTION] The canvas
#include "judges_section.h"

#include <imgui.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <thread>

#include "../model/file_actions.h"
#include "../platform/platform.h"
#include "../render/palette.h"
#include "hitlab/atomic_save.h"
#include "hitlab/broadphase.h"
#include "hitlab/explain.h"
#include "hitlab/hunt.h"
#include "hitlab/judge.h"
#include "hitlab/perturb.h"
#include "judges_view.h"
#include "places.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

using namespace hitlab::judge;

// [SECTION] State and verdicts

struct ActiveJudge {
  std::unique_ptr<Judge> judge;
  std::string source;  ///< the name or path it was opened by
  // Its verdict on the selected pair, and what it was for.
  std::size_t revision = ~std::size_t(0);
  int pairA = -1, pairB = -1;
  bool answers = false;
  bool rounded = false;  ///< the shapes were rounded to float for it
  Verdict verdict;
  Assessment assessment;
  std::string numbers;  ///< its numbers against the exact ones (numbersText), when it gives some
  /// It hung: asked again only once its file changes (each hang holds the window for the call limit).
  bool stalled = false;
  // Every pair of the scene (up to kScenePairs), asked in one batch when the scene changes: where it is
  // wrong.
  std::size_t sceneRevision = ~std::size_t(0);
  struct Wrong {
    int a, b;
    FindingClass finding;
  };
  std::vector<Wrong> wrong;
  std::vector<JudgeMark> marks;  ///< by index in model.pairs()
  std::size_t asked = 0;         ///< pairs asked
  bool script = false;           ///< the page's judge in JavaScript
};

constexpr std::size_t kScenePairs = 5000;

// Whether the hunt runs on a thread of its own (the page has one thread).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr bool kThreads = false;
#else
constexpr bool kThreads = true;
#endif

// A hunt running on its own thread (the judge's clones: a plugin's processes), and its findings.
struct HuntRun {
  std::thread thread;
  std::atomic<bool> cancel{false}, done{false};
  std::atomic<long long> calls{0}, wrong{0};
  std::atomic<int> classes{0};
  double budget = 10;
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::string judge, dir, error;
  HuntReport report;                ///< once done
  std::vector<std::string> scenes;  ///< the findings' scene files, in report order
  HuntRun() = default;
  HuntRun(const HuntRun&) = delete;
  HuntRun& operator=(const HuntRun&) = delete;
  ~HuntRun() {
    cancel = true;
    if (thread.joinable()) thread.join();
  }
};

// (copyable, as SectionStates keeps it: the judges are shared)
struct JudgesState {
  std::shared_ptr<HuntRun> hunt;
  bool scrollTo = false;  ///< a judge was just added: the sidebar scrolls to the section
  int huntJudge = 0;
  float huntSeconds = kThreads ? 10 : 3;  // (the page waits while it hunts)
  std::vector<std::shared_ptr<ActiveJudge>> active;
  char path[512] = "";
  std::string error;
  int builtIn = 0;
  std::chrono::steady_clock::time_point lastReloadCheck;
  std::size_t revision = 0;  ///< a judge added, removed or reloaded (judgesRevision)
  // The page's judge in JavaScript: its code as typed, read from CONFIG/judge.js once.
  std::string script;
  bool scriptRead = false;
  std::string scriptError;
};

JudgesState& stateOf(AppState& s) { return s.sectionStates.get<JudgesState>(); }

// Rounded to floats for a float judge, polygons counter-clockwise for one that asks for it.
Shape forJudge(Shape shape, const Conventions& c, bool& rounded) {
  if (c.float32) {
    forEachValue(shape, [&](double& x) {
      const double f = static_cast<double>(static_cast<float>(x));
      rounded = rounded || f != x;
      x = f;
    });
  }
  if (auto* p = std::get_if<Polygon>(&shape); p && c.ccw) *p = counterClockwise(std::move(*p));
  return shape;
}

// A pair in the C interface's order, as the judge takes it; false when rounding to float made a polygon
// invalid.
bool prepare(const Conventions& c, Shape& a, Shape& b, bool& rounded) {
  if (typeOf(b) < typeOf(a)) std::swap(a, b);  // (point, segment, circle, rect, polygon)
  a = forJudge(a, c, rounded), b = forJudge(b, c, rounded);
  return shapeProblem(a, "a").empty() && shapeProblem(b, "b").empty();
}

double toleranceOf(const Conventions& c) { return c.float32 ? 1e-6 : 1e-9; }

JudgeMark markOf(const PairOfShapes& p, const Verdict& v, const Conventions& c) {
  JudgeMark mark;
  mark.kind = JudgeMark::Kind::Judged;
  mark.answer = v.answer;
  const Assessment as = assess(p.a, p.b, classify(p.a, p.b), v, c, toleranceOf(c));
  mark.outcome = as.outcome, mark.finding = as.finding;
  return mark;
}

// Marks for many pairs (either order), in one batch.
std::vector<JudgeMark> markMany(Judge& judge, std::span<const PairOfShapes> pairs, bool& stalled) {
  const Conventions& c = judge.conventions();
  std::vector<JudgeMark> marks(pairs.size());
  std::vector<PairOfShapes> batch;
  std::vector<std::size_t> which;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    Shape a = pairs[i].a, b = pairs[i].b;
    bool rounded = false;
    if (!judge.answers(pairType(typeOf(a), typeOf(b))) || !prepare(c, a, b, rounded)) {
      marks[i].kind = JudgeMark::Kind::NotForPair;
      continue;
    }
    batch.push_back({std::move(a), std::move(b)});
    which.push_back(i);
  }
  std::vector<Verdict> verdicts(batch.size());
  judge.judgeMany(batch, verdicts);
  for (std::size_t k = 0; k < batch.size(); ++k) {
    stalled = stalled || verdicts[k].failure == Failure::Hang;
    marks[which[k]] = markOf(batch[k], verdicts[k], c);
  }
  return marks;
}

// A judge's numbers on a pair against the exact ones, each rounded once: its crossing points and distance
// with how many ulps each is from the exact value; an engine's contact points, normal and separation as
// given.
std::string numbersText(const Shape& a, const Shape& b, const Verdict& v) {
  using explain::shortest;
  const bool hasNumbers = v.points || v.distance || !v.contacts.empty() || v.normal || v.separation;
  if (!hasNumbers || v.answer < 0) return "";
  PairResult r = evaluate(a, b);
  roundPrinted(a, b, r);
  auto point = [](Vec2 p) { return "(" + shortest(p.x) + ", " + shortest(p.y) + ")"; };
  auto ulps = [](std::int64_t n) {
    return n == std::numeric_limits<std::int64_t>::max() ? std::string("NaN") : std::to_string(n) + " ulp";
  };
  std::string out;
  if (v.points) {
    out += "points";
    for (Vec2 p : *v.points) {
      std::int64_t nearest = std::numeric_limits<std::int64_t>::max();
      for (Vec2 q : r.points)
        nearest = std::min(nearest, std::max(perturb::ulpsBetween(p.x, q.x), perturb::ulpsBetween(p.y, q.y)));
      out += " " + point(p) + (r.points.empty() ? "" : " " + ulps(nearest));
    }
    if (v.points->empty()) out += " none";
    out += " (exactly " + std::to_string(r.points.size()) + ")";
  }
  if (v.distance)
    out += std::string(out.empty() ? "" : "; ") + "distance " + shortest(*v.distance) + " (exactly " +
           shortest(r.distance) + ": " + ulps(perturb::ulpsBetween(*v.distance, r.distance)) + ")";
  if (!v.contacts.empty()) {
    out += std::string(out.empty() ? "" : "; ") + "contacts";
    for (Vec2 c : v.contacts) out += " " + point(c);
  }
  if (v.normal) out += std::string(out.empty() ? "" : "; ") + "normal " + point(*v.normal);
  if (v.separation) out += std::string(out.empty() ? "" : "; ") + "separation " + shortest(*v.separation);
  return out;
}

void judgePair(const AppState& s, ActiveJudge& j) {
  const SceneModel& m = s.model;
  j.revision = m.revision(), j.pairA = m.pairA, j.pairB = m.pairB;
  j.verdict = {}, j.assessment = {}, j.answers = false, j.rounded = false, j.numbers.clear();
  if (m.pairA < 0 || m.pairB < 0) return;
  const PairEntry* entry = m.pair(m.pairA, m.pairB);
  if (!entry || !entry->result.error.empty()) return;
  const auto& shapes = m.scene().shapes;
  Shape a = shapes[m.pairA].shape, b = shapes[m.pairB].shape;
  j.answers = j.judge->answers(pairType(typeOf(a), typeOf(b)));
  if (!j.answers) return;
  const Conventions& c = j.judge->conventions();
  if (!prepare(c, a, b, j.rounded)) {
    j.answers = false;
    return;
  }
  j.verdict = j.judge->judge(a, b);
  j.stalled = j.verdict.failure == Failure::Hang;
  j.assessment = assess(a, b, classify(a, b), j.verdict, c, toleranceOf(c));
  j.numbers = numbersText(a, b, j.verdict);
}

// Every listed pair of the scene (up to kScenePairs), in one batch: a plugin's process takes them at once.
void judgeScene(const AppState& s, ActiveJudge& j) {
  const SceneModel& m = s.model;
  j.sceneRevision = m.revision();
  const std::size_t n = std::min(m.pairs().size(), kScenePairs);
  std::vector<PairOfShapes> pairs;
  std::vector<std::size_t> at;  // (their indices in model.pairs(): a pair in error is not asked)
  for (std::size_t i = 0; i < n; ++i) {
    const PairEntry& p = m.pairs()[i];
    if (!p.result.error.empty()) continue;
    pairs.push_back({m.scene().shapes[p.a].shape, m.scene().shapes[p.b].shape});
    at.push_back(i);
  }
  const std::vector<JudgeMark> marks = markMany(*j.judge, pairs, j.stalled);
  j.marks.assign(n, {});
  for (std::size_t k = 0; k < at.size(); ++k) j.marks[at[k]] = marks[k];
  j.wrong.clear(), j.asked = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (j.marks[i].kind != JudgeMark::Kind::Judged) continue;
    ++j.asked;
    if (j.marks[i].outcome == Outcome::Wrong)
      j.wrong.push_back({m.pairs()[i].a, m.pairs()[i].b, j.marks[i].finding});
  }
}

std::string outcomeWord(const ActiveJudge& j) {
  if (!j.answers) return "n/a";
  switch (j.assessment.outcome) {
    case Outcome::Agrees:
      return "agrees";
    case Outcome::ByDesign:
      return "by-design";
    case Outcome::Declined:
      return "declined";
    case Outcome::Wrong:
      return findingClassKey(j.assessment.finding);
  }
  return "?";
}

// The page's judge in JavaScript: CONFIG/judge.js holds the code; CONFIG/judge.off says it was taken out of
// the section (its code is kept).
std::string scriptPath(const AppState& s, const char* name) { return s.configDir + "/" + name; }

bool useScript(JudgesState& st) {
  st.scriptError.clear();
  std::unique_ptr<Judge> judge = platform::scriptJudge(st.script, st.scriptError);
  if (!judge) return false;
  std::erase_if(st.active, [](const auto& j) { return j->script; });
  auto active = std::make_shared<ActiveJudge>();
  active->judge = std::move(judge);
  active->source = "JavaScript";
  active->script = true;
  st.active.push_back(std::move(active));
  ++st.revision;
  return true;
}

void keepScript(AppState& s, const JudgesState& st, bool inUse) {
  if (s.configDir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(s.configDir, ec);
  try {
    saveTextAtomic(st.script, scriptPath(s, "judge.js"));
    if (inUse)
      std::filesystem::remove(scriptPath(s, "judge.off"), ec);
    else
      saveTextAtomic("", scriptPath(s, "judge.off"));
  } catch (const std::exception& e) {
    stateOf(s).scriptError = e.what();
  }
  platform::persist();
}

void readScript(AppState& s, JudgesState& st) {
  st.scriptRead = true;
  if (s.configDir.empty()) return;
  std::ifstream in(scriptPath(s, "judge.js"));
  if (!in) return;
  std::ostringstream text;
  text << in.rdbuf();
  st.script = text.str();
  if (!std::filesystem::exists(scriptPath(s, "judge.off"))) useScript(st);
}

// Every frame: plugins rebuilt since are loaded again; verdicts follow the selected pair and every edit.
void update(AppState& s) {
  JudgesState& st = stateOf(s);
  if (!st.scriptRead && platform::hasScriptJudges()) readScript(s, st);
  const auto now = std::chrono::steady_clock::now();
  const bool checkFiles = now - st.lastReloadCheck > std::chrono::milliseconds(250);
  if (checkFiles) st.lastReloadCheck = now;
  std::string report;
  for (const auto& j : st.active) {
    const bool reloaded = checkFiles && j->judge->reloadIfChanged();
    if (reloaded) j->stalled = false, ++st.revision;
    if (reloaded || (!j->stalled && (j->revision != s.model.revision() || j->pairA != s.model.pairA ||
                                     j->pairB != s.model.pairB)))
      judgePair(s, *j);
    // (the whole scene once a drag ends, not every frame of it)
    if (reloaded || (!j->stalled && !s.dragging && j->sceneRevision != s.model.revision())) judgeScene(s, *j);
    std::string name = j->judge->name();
    for (char& c : name)
      if (c == ' ' || c == ',' || c == '|') c = '_';
    report += (report.empty() ? "" : "|") + name + ":" + (j->answers ? answerName(j->verdict) : "-") + ":" +
              outcomeWord(*j) + ":" + std::to_string(j->wrong.size());
  }
  s.judgeVerdicts = report.empty() ? "-" : report;
  const HuntRun* run = st.hunt.get();
  s.huntState = !run ? "-" : !run->done ? "running" : "done:" + std::to_string(run->report.findings.size());
}

// [SECTION] The section

void verdictRow(const AppState& s, std::size_t index, ActiveJudge& j, bool& remove) {
  ImGui::PushID(static_cast<int>(index));
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(judgeColour(index)), "%s", j.judge->name().c_str());
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s\n%s", j.source.c_str(), conventionsText(j.judge->conventions()).c_str());
  ImGui::TableNextColumn();
  if (!j.answers) {
    ImGui::TextDisabled("%s", tr(s, "not for this pair"));
  } else {
    ImGui::TextUnformatted(answerName(j.verdict).c_str());
    if (j.rounded) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", tr(s, "(rounded to float)"));
    }
  }
  ImGui::TableNextColumn();
  if (j.answers) {
    switch (j.assessment.outcome) {
      case Outcome::Agrees:
        ImGui::TextColored(toImGui(palette().verdictRight), "%s", tr(s, "agrees"));
        break;
      case Outcome::ByDesign:
        ImGui::TextDisabled("%s", tr(s, "by design"));
        break;
      case Outcome::Declined:
        ImGui::TextDisabled("%s", tr(s, "declined"));
        break;
      case Outcome::Wrong:
        ImGui::TextColored(wrongVerdictColor(), "%s", tr(s, findingClassName(j.assessment.finding)));
        break;
    }
    const std::string why = !j.verdict.note.empty() ? j.verdict.note : j.assessment.why;
    if (!why.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", why.c_str());
  }
  ImGui::TableNextColumn();
  if (!j.judge->problem().empty()) {
    ImGui::TextColored(wrongVerdictColor(), "!");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", j.judge->problem().c_str());
    ImGui::SameLine();
  }
  if (ImGui::SmallButton("x")) remove = true;
  ImGui::PopID();
}

// Hunt: the chosen judge put on trial for a few seconds on every core, its findings one click from the
// canvas.
void huntPanel(AppState& s, JudgesState& st) {
  if (st.active.empty()) return;
  HuntRun* run = st.hunt.get();
  const bool running = run && !run->done;
  if (!running) {
    st.huntJudge = std::min(st.huntJudge, static_cast<int>(st.active.size()) - 1);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
    if (ImGui::BeginCombo("##huntjudge", st.active[st.huntJudge]->judge->name().c_str())) {
      for (std::size_t i = 0; i < st.active.size(); ++i)
        if (ImGui::Selectable(st.active[i]->judge->name().c_str(), static_cast<int>(i) == st.huntJudge))
          st.huntJudge = static_cast<int>(i);
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
    ImGui::SliderFloat("##huntseconds", &st.huntSeconds, 1, 60, tr(s, "%.0f s"));
    ImGui::SameLine();
    const bool start = ImGui::Button(tr(s, "Hunt"));
    markPlace(Place::Hunt);
    if (start) {
      auto next = std::make_shared<HuntRun>();
      next->budget = st.huntSeconds;
      next->judge = st.active[st.huntJudge]->judge->name();
      next->dir = (s.stateDir.empty() ? std::string("/tmp") : s.stateDir) + "/hunt-" +
                  std::to_string(std::time(nullptr));
      std::shared_ptr<Judge> judge = st.active[st.huntJudge]->judge->clone();
      HuntRun* r = next.get();
      auto body = [r, judge] {
        HuntOptions o;
        o.seconds = r->budget;
        o.jobs = kThreads ? static_cast<int>(std::max(1u, std::thread::hardware_concurrency())) : 1;
        o.cancel = &r->cancel;
        o.progress = [r](const HuntProgress& p) {
          r->calls = p.calls, r->wrong = p.wrong, r->classes = p.classes;
        };
        try {
          r->report = hitlab::judge::hunt(*judge, o);
          for (const std::string& f : writeHuntReport(r->report, r->dir))
            if (f.ends_with(".json")) r->scenes.push_back(f);
        } catch (const std::exception& e) {
          r->error = e.what();
        }
        r->done = true;
      };
      if (kThreads)
        next->thread = std::thread(body);
      else
        body();  // (the page: its one thread holds the page for the hunt's seconds)
      st.hunt = std::move(next);
    }
  } else {
    char overlay[96];
    std::snprintf(overlay, sizeof overlay, tr(s, "%lld pairs, %lld wrong, %d kinds"), run->calls.load(),
                  run->wrong.load(), run->classes.load());
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - run->started).count();
    ImGui::ProgressBar(static_cast<float>(std::min(1.0, elapsed / run->budget)), {-80 * s.uiScale, 0},
                       overlay);
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Cancel"))) run->cancel = true;
  }
  if (!run || !run->done) return;
  if (!run->error.empty()) {
    ImGui::TextColored(wrongVerdictColor(), "%s", run->error.c_str());
    return;
  }
  ImGui::Text(tr(s, "Hunt of %s: %lld pairs, %zu kinds of wrong answer (report: %s/report.html)"),
              run->judge.c_str(), run->report.calls, run->report.findings.size(), run->dir.c_str());
  for (std::size_t i = 0; i < run->report.findings.size() && i < run->scenes.size(); ++i) {
    const Finding& f = run->report.findings[i];
    // (one entry per cause, the worst first: the class, the situation, the scale and how wrong at worst)
    std::string label = pairTypeLabel(f.pairType) + ": " + tr(s, findingClassName(f.finding)) + ", " +
                        tr(s, situationName(f.situation));
    if (f.scale != ScaleBand::Ordinary)
      label += std::string(", ") + tr(s, f.scale == ScaleBand::Tiny ? "tiny scale" : "huge scale");
    label += " (" + std::to_string(f.count) + ")";
    const double worst = f.worst ? f.worst->relativeError : f.relativeError;
    if (worst > 0) {
      char text[96];
      std::snprintf(text, sizeof text, tr(s, "at worst %.2g of their size"), worst);
      label += std::string(", ") + text;
    }
    ImGui::PushID(static_cast<int>(i));
    const bool clicked = ImGui::Selectable(label.c_str());
    if (i == 0) markPlace(Place::FirstFinding);
    if (clicked) {
      if (openScene(s, run->scenes[i])) {
        s.model.pairA = 0, s.model.pairB = 1, s.model.selected = 1, s.pairFrameRequested = true;
      }
    }
    ImGui::PopID();
  }
}

// A std::string edited in place (Dear ImGui asks for more room as the text grows).
bool inputText(const char* id, std::string& text, ImVec2 size) {
  auto grow = [](ImGuiInputTextCallbackData* data) {
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
      auto* str = static_cast<std::string*>(data->UserData);
      str->resize(static_cast<std::size_t>(data->BufTextLen));
      data->Buf = str->data();
    }
    return 0;
  };
  return ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1, size,
                                   ImGuiInputTextFlags_CallbackResize | ImGuiInputTextFlags_AllowTabInput,
                                   grow, &text);
}

// The page's judge: the C interface's functions typed in JavaScript, used with a click and kept in the
// page's storage. It starts as the first article's straddle test, to be edited.
constexpr const char* kScriptExample =
    "// The C interface's functions (hitlab/judge_abi.h), in JavaScript: an array for each\n"
    "// double array. Return 1 (they meet) or 0 (they miss); 2 touching, 3 overlapping.\n"
    "function segment_segment(a, b) {  // a, b: [x1, y1, x2, y2]\n"
    "  const ta = (b[0] - b[2]) * (a[1] - b[1]) + (b[1] - b[3]) * (b[0] - a[0]);\n"
    "  const tb = (b[0] - b[2]) * (a[3] - b[1]) + (b[1] - b[3]) * (b[0] - a[2]);\n"
    "  const tc = (a[0] - a[2]) * (b[1] - a[1]) + (a[1] - a[3]) * (a[0] - b[0]);\n"
    "  const td = (a[0] - a[2]) * (b[3] - a[1]) + (a[1] - a[3]) * (a[0] - b[2]);\n"
    "  return tc * td < 0 && ta * tb < 0;\n"
    "}\n"
    "function judge_info() { return 'name=mine; touching=strict'; }\n";

void scriptEditor(AppState& s, JudgesState& st) {
  if (st.script.empty()) st.script = kScriptExample;
  ImGui::TextUnformatted(tr(s, "Your judge in JavaScript:"));
  // (each edit kept at once, used or not: a closed tab loses no typing)
  if (inputText("##script", st.script, {-1, ImGui::GetTextLineHeight() * 10})) {
    const bool inUse =
        std::any_of(st.active.begin(), st.active.end(), [](const auto& j) { return j->script; });
    keepScript(s, st, inUse);
  }
  markPlace(Place::ScriptField);
  if (ImGui::Button(tr(s, "Use this judge")) && useScript(st)) keepScript(s, st, true);
  markPlace(Place::UseScript);
  if (!st.scriptError.empty()) {
    ImGui::TextColored(wrongVerdictColor(), "%s", st.scriptError.c_str());
  } else {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr(s, "kept in this browser"));
  }
  ImGui::TextDisabled("%s", tr(s,
                               "Hunt searches for the inputs where a judge is wrong (the page waits while it "
                               "hunts)."));
}

void draw(AppState& s) {
  JudgesState& st = stateOf(s);
  if (st.scrollTo) {
    ImGui::SetScrollHereY(0);
    st.scrollTo = false;
  }
  const SceneModel& m = s.model;
  if (m.pairA < 0 || m.pairB < 0) {
    ImGui::TextDisabled("%s", tr(s, "Select a pair (click two shapes, or a row of Results)."));
  } else if (const PairEntry* p = m.pair(m.pairA, m.pairB); p && p->result.error.empty()) {
    ImGui::Text(tr(s, "Exactly: %s"), tr(s, relationName(p->result.relation)));
  }
  if (!st.active.empty() && ImGui::BeginTable("judges", 4,
                                              ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                                  ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(tr(s, "judge"));
    ImGui::TableSetupColumn(tr(s, "says"));
    ImGui::TableSetupColumn(tr(s, "against the exact answer"));
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < st.active.size(); ++i) {
      bool remove = false;
      verdictRow(s, i, *st.active[i], remove);
      if (remove) {
        if (st.active[i]->script) keepScript(s, st, false);
        st.active.erase(st.active.begin() + static_cast<std::ptrdiff_t>(i));
        ++st.revision;
        break;
      }
    }
    ImGui::EndTable();
  }
  // Their numbers, where they give some, against the exact ones.
  for (std::size_t i = 0; i < st.active.size(); ++i) {
    const ActiveJudge& j = *st.active[i];
    if (j.numbers.empty() || j.pairA != m.pairA || j.pairB != m.pairB) continue;
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(judgeColour(i)), "%s:", j.judge->name().c_str());
    ImGui::SameLine();
    Monospace mono;
    wrappedText(j.numbers);
  }
  // Where they are wrong in the scene: a row per pair and judge, a click selects the pair.
  std::size_t wrongCount = 0;
  for (const auto& j : st.active) wrongCount += j->wrong.size();
  if (!st.active.empty()) {
    if (wrongCount == 0) {
      ImGui::TextDisabled("%s", tr(s, "No judge is wrong on any pair of the scene."));
    } else {
      ImGui::Text(tr(s, "Wrong on %zu pairs of the scene (rings on the canvas):"), wrongCount);
      const float rows = std::min(static_cast<float>(wrongCount), 6.f) + 0.5f;
      if (ImGui::BeginChild("wrong", {0, rows * ImGui::GetTextLineHeightWithSpacing()})) {
        const auto& shapes = s.model.scene().shapes;
        for (std::size_t i = 0; i < st.active.size(); ++i) {
          for (const ActiveJudge::Wrong& w : st.active[i]->wrong) {
            const std::string label = shapes[w.a].id + " / " + shapes[w.b].id + ": " +
                                      st.active[i]->judge->name() + ", " + tr(s, findingClassName(w.finding));
            const bool selected = s.model.pairA == w.a && s.model.pairB == w.b;
            ImGui::PushID(static_cast<int>(i * kScenePairs * 4 + static_cast<std::size_t>(w.a) * 2000 + w.b));
            if (ImGui::Selectable(label.c_str(), selected)) {
              s.model.pairA = w.a, s.model.pairB = w.b, s.model.selected = w.b, s.pairFrameRequested = true;
            }
            ImGui::PopID();
          }
        }
      }
      ImGui::EndChild();
    }
  }
  // Adding one: a built-in judge from the list, or a plugin's path.
  const auto builtIns = builtInJudges();
  if (!builtIns.empty()) {
    st.builtIn = std::min(st.builtIn, static_cast<int>(builtIns.size()) - 1);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::BeginCombo("##builtin", builtIns[st.builtIn]->name.c_str())) {
      for (std::size_t i = 0; i < builtIns.size(); ++i) {
        if (ImGui::Selectable(builtIns[i]->name.c_str(), static_cast<int>(i) == st.builtIn))
          st.builtIn = static_cast<int>(i);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", builtIns[i]->summary.c_str());
      }
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Add judge"))) addJudge(s, builtIns[st.builtIn]->name, st.error);
  }
  if (!st.error.empty()) ImGui::TextColored(wrongVerdictColor(), "%s", st.error.c_str());
  if (platform::hasScriptJudges()) {
    scriptEditor(s, st);
  } else {
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::InputTextWithHint("##plugin", tr(s, "plugin: /path/to/libmine.so"), st.path, sizeof st.path);
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Load plugin"))) addJudge(s, st.path, st.error);
    ImGui::TextDisabled("%s", tr(s,
                                 "A plugin is reloaded when its file changes. Hunt searches for the inputs "
                                 "where a judge is wrong."));
  }
  huntPanel(s, st);
}

// [SECTION] The canvas

// Each engine judge's contact points (squares) and its normal from the first of them, in its colour.
void canvasMarks(const AppState& s) {
  auto& st = const_cast<AppState&>(s).sectionStates.get<JudgesState>();
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  auto screen = [&](Vec2 world) {
    const Vec2 px = s.cam.toPixel(world);
    return ImVec2{float(px.x / io.DisplayFramebufferScale.x), float(px.y / io.DisplayFramebufferScale.y)};
  };
  const auto& shapes = s.model.scene().shapes;
  for (std::size_t i = 0; i < st.active.size(); ++i) {
    const ActiveJudge& j = *st.active[i];
    const ImU32 colour = judgeColour(i);
    // A ring between the two shapes of every pair it is wrong on (the lab's markers, per judge).
    if (j.sceneRevision == s.model.revision()) {
      for (const ActiveJudge::Wrong& w : j.wrong) {
        const Aabb a = boundsOf(shapes[w.a].shape), b = boundsOf(shapes[w.b].shape);
        const ImVec2 c = screen(0.25 * (a.min + a.max + b.min + b.max));
        const float r = (9 + 4 * static_cast<float>(i)) * s.uiScale;
        dl->AddCircle(c, r, colour, 0, 2.5f);
      }
    }
    if (!j.answers || j.pairA != s.model.pairA || j.pairB != s.model.pairB) continue;
    for (Vec2 c : j.verdict.contacts) {
      const ImVec2 p = screen(c);
      dl->AddRect({p.x - 4, p.y - 4}, {p.x + 4, p.y + 4}, colour, 0, 0, 2);
    }
    if (j.verdict.normal && !j.verdict.contacts.empty()) {
      const ImVec2 p = screen(j.verdict.contacts.front());
      const float len = 40 * s.uiScale;
      dl->AddLine(p, {p.x + float(j.verdict.normal->x) * len, p.y - float(j.verdict.normal->y) * len}, colour,
                  2);
    }
  }
}

const bool kRegistered =
    registerSection({.title = "Judges###judges",
                     .order = 35,
                     .draw = draw,
                     .titleOf = [](const AppState& s) { return tr(s, "Judges###judges"); },
                     .update = update,
                     .canvas = canvasMarks});

}  // namespace

// [SECTION] For the other sections (judges_view.h)

std::size_t judgeCount(const AppState& s) {
  return const_cast<AppState&>(s).sectionStates.get<JudgesState>().active.size();
}

const std::string& judgeName(const AppState& s, std::size_t judge) {
  return const_cast<AppState&>(s).sectionStates.get<JudgesState>().active.at(judge)->judge->name();
}

unsigned judgeColour(std::size_t judge) {
  static const ImU32 colours[] = {IM_COL32(0, 190, 170, 255), IM_COL32(230, 120, 0, 255),
                                  IM_COL32(150, 90, 230, 255), IM_COL32(40, 140, 230, 255)};
  return colours[judge % 4];
}

std::size_t judgesRevision(const AppState& s) {
  return const_cast<AppState&>(s).sectionStates.get<JudgesState>().revision;
}

JudgeMark judgeMarkOf(const AppState& s, std::size_t judge, std::size_t pairIndex) {
  const ActiveJudge& j = *const_cast<AppState&>(s).sectionStates.get<JudgesState>().active.at(judge);
  if (j.sceneRevision != s.model.revision() || pairIndex >= j.marks.size()) return {};
  return j.marks[pairIndex];
}

std::vector<JudgeMark> judgeMarks(AppState& s, std::size_t judge, std::span<const PairOfShapes> pairs) {
  ActiveJudge& j = *stateOf(s).active.at(judge);
  if (j.stalled) return std::vector<JudgeMark>(pairs.size());  // (it hung: asked again once its file changes)
  return markMany(*j.judge, pairs, j.stalled);
}

const char* judgeMarkText(const AppState& s, const JudgeMark& mark) {
  if (mark.kind == JudgeMark::Kind::NotAsked) return "";
  if (mark.kind == JudgeMark::Kind::NotForPair) return tr(s, "not for this pair");
  switch (mark.outcome) {
    case Outcome::Agrees:
      return tr(s, "agrees");
    case Outcome::ByDesign:
      return tr(s, "by design");
    case Outcome::Declined:
      return tr(s, "declined");
    case Outcome::Wrong:
      return tr(s, findingClassName(mark.finding));
  }
  return "?";
}

bool addJudge(AppState& s, const std::string& nameOrPath, std::string& error) {
  error.clear();
  auto judge = openJudge(nameOrPath, error);
  if (!judge) return false;
  auto active = std::make_shared<ActiveJudge>();
  active->judge = std::move(judge);
  active->source = nameOrPath;
  stateOf(s).active.push_back(std::move(active));
  stateOf(s).scrollTo = true;
  ++stateOf(s).revision;
  return true;
}

}  // namespace hitlab::app

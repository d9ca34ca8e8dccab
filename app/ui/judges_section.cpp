// judges_section.cpp — the Judges section: the judges the user ticked (built-in ones, or their own code in a
// plugin, hitlab/judge_abi.h), each one's verdict on the selected pair beside the exact relation, and where
// an engine puts its contact points and normal, drawn on the canvas in the judge's colour. A plugin whose
// file changes (a rebuild) is loaded again and asked again, while the window stays open; one that crashes
// or hangs is a verdict ("crash", "hang"), not the end of the app (it runs in a process of its own). In the
// page, the user's judge is JavaScript typed into the section (platform::scriptJudge), kept in the page's
// storage as CONFIG/judge.js. Results shows a column per judge and the perturbation explorer a row per judge
// (judges_view.h).
//
// [SECTION] State  [SECTION] The section  [SECTION] The canvas  [SECTION] For the other sections
#include "judges_section.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <thread>

#include "../model/file_actions.h"
#include "../platform/platform.h"
#include "../render/palette.h"
#include "hitlab/broadphase.h"
#include "hitlab/explain.h"
#include "hitlab/hunt.h"
#include "hitlab/judge.h"
#include "judges_view.h"
#include "places.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

using namespace hitlab::judge;

// [SECTION] State

// Whether the hunt runs on a thread of its own (the page has one thread).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr bool kThreads = false;
#else
constexpr bool kThreads = true;
#endif
#if defined(__EMSCRIPTEN__)
constexpr bool kFindingsDatabase = false;
#else
constexpr bool kFindingsDatabase = true;
#endif

// What the section's widgets hold; the judges themselves are the model's (model/judges_model.h).
struct JudgesUi {
  bool scrollTo = false;  ///< a judge was just added: the sidebar scrolls to the section
  int huntJudge = 0;
  float huntSeconds = kThreads ? 10 : 3;  // (the page waits while it hunts)
  char path[512] = "";
  std::string error;
  int builtIn = 0;
};

JudgesModel& modelOf(AppState& s) { return s.sectionStates.get<JudgesModel>(); }
const JudgesModel& modelOf(const AppState& s) {
  return const_cast<AppState&>(s).sectionStates.get<JudgesModel>();
}
JudgesUi& uiOf(AppState& s) { return s.sectionStates.get<JudgesUi>(); }

// The page's judge: compiled from its code and put in the section.
bool useScript(JudgesModel& m) {
  m.scriptError.clear();
  std::unique_ptr<Judge> judge = platform::scriptJudge(m.script, m.scriptError);
  if (!judge) return false;
  addJudge(m, std::move(judge), "JavaScript", true);
  return true;
}

void keepScript(AppState& s, bool inUse) {
  keepScript(modelOf(s), s.configDir, inUse);
  platform::persist();
}

// Each judge in motion's time of impact on the selected pair, for the canvas: both shapes moved there.
void judgeOutlines(AppState& s, const JudgesModel& m) {
  s.view.judgeOutlines.clear();
  const auto& shapes = s.model.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  if (!s.view.showMotion || s.model.pairA < 0 || s.model.pairB < 0 || s.model.pairA >= n ||
      s.model.pairB >= n)
    return;
  for (std::size_t i = 0; i < m.active.size(); ++i) {
    const ActiveJudge& j = *m.active[i];
    if (!j.answers || !j.motion || !j.verdict.time || j.pairA != s.model.pairA || j.pairB != s.model.pairB)
      continue;
    for (int k : {s.model.pairA, s.model.pairB})
      s.view.judgeOutlines.push_back(
          {translated(shapes[k].shape, *j.verdict.time * shapes[k].motion), judgeColour(i)});
  }
}

// Every frame: the model follows the scene; the frame report says what it holds.
void update(AppState& s) {
  JudgesModel& m = modelOf(s);
  if (!m.scriptRead && platform::hasScriptJudges() && readScript(m, s.configDir)) useScript(m);
  updateJudges(m, s.model, s.dragging);
  s.judgeVerdicts = judgesReport(m);
  s.huntState = huntReportState(m);
  judgeOutlines(s, m);
}

// [SECTION] The section

// Why a judge is wrong in the UI's language: by id, else (no id) the English as assess() gave it.
std::string whyIn(const AppState& s, const Message& m, const std::string& english) {
  return s.explain.language == explain::Language::Japanese && !m.id.empty() ? japaneseOf(m) : english;
}

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
    const bool noContact = j.motion && j.verdict.failure == Failure::None && j.verdict.answer == 0;
    ImGui::TextUnformatted(noContact ? tr(s, "no contact") : verdictWords(j).c_str());
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
    // (the judge's own note as it wrote it, else the assessment by id in the UI's language)
    const std::string why =
        !j.verdict.note.empty() ? j.verdict.note : whyIn(s, j.assessment.message, j.assessment.why);
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
void huntPanel(AppState& s, JudgesModel& m, JudgesUi& ui) {
  if (m.active.empty()) return;
  HuntRun* run = m.hunt.get();
  const bool running = run && !run->done;
  if (!running) {
    ui.huntJudge = std::min(ui.huntJudge, static_cast<int>(m.active.size()) - 1);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
    if (ImGui::BeginCombo("##huntjudge", m.active[ui.huntJudge]->judge->name().c_str())) {
      for (std::size_t i = 0; i < m.active.size(); ++i)
        if (ImGui::Selectable(m.active[i]->judge->name().c_str(), static_cast<int>(i) == ui.huntJudge))
          ui.huntJudge = static_cast<int>(i);
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
    ImGui::SliderFloat("##huntseconds", &ui.huntSeconds, 1, 60, tr(s, "%.0f s"));
    ImGui::SameLine();
    const bool start = ImGui::Button(tr(s, "Hunt"));
    markPlace(Place::Hunt);
    if (start) {
      HuntOptions options;
      options.seconds = ui.huntSeconds;
      options.jobs = kThreads ? static_cast<int>(std::max(1u, std::thread::hardware_concurrency())) : 1;
      // (the CLI's findings database: a hunt in the app starts from the judge's earlier findings too; the
      // page keeps none)
      if (kFindingsDatabase)
        options.database = defaultFindingsDatabase(m.active[ui.huntJudge]->judge->name());
      startHunt(m, static_cast<std::size_t>(ui.huntJudge), std::move(options),
                (s.stateDir.empty() ? std::string("/tmp") : s.stateDir) + "/hunt-" +
                    std::to_string(std::time(nullptr)),
                kThreads);
      run = m.hunt.get();
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
  if (const auto& replayed = run->report.replayed; !replayed.empty()) {
    const auto still =
        std::count_if(replayed.begin(), replayed.end(), [](const Replayed& r) { return r.stillWrong; });
    ImGui::TextDisabled(tr(s, "Earlier findings asked first: %zu still wrong, %zu fixed since."),
                        static_cast<std::size_t>(still), replayed.size() - static_cast<std::size_t>(still));
  }
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
    // (why it is wrong: "exactly touching, it says miss")
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", whyIn(s, f.message, f.why).c_str());
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

void scriptEditor(AppState& s, JudgesModel& m) {
  if (m.script.empty()) m.script = kScriptExample;
  ImGui::TextUnformatted(tr(s, "Your judge in JavaScript:"));
  // (each edit kept at once, used or not: a closed tab loses no typing)
  if (inputText("##script", m.script, {-1, ImGui::GetTextLineHeight() * 10}))
    keepScript(s, hasScriptJudge(m));
  markPlace(Place::ScriptField);
  if (ImGui::Button(tr(s, "Use this judge")) && useScript(m)) keepScript(s, true);
  markPlace(Place::UseScript);
  if (!m.scriptError.empty()) {
    ImGui::TextColored(wrongVerdictColor(), "%s", m.scriptError.c_str());
  } else {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr(s, "kept in this browser"));
  }
  ImGui::TextDisabled("%s", tr(s,
                               "Hunt searches for the inputs where a judge is wrong (the page waits while it "
                               "hunts)."));
}

void draw(AppState& s) {
  JudgesModel& jm = modelOf(s);
  JudgesUi& ui = uiOf(s);
  if (ui.scrollTo) {
    ImGui::SetScrollHereY(0);
    ui.scrollTo = false;
  }
  const SceneModel& m = s.model;
  if (m.pairA < 0 || m.pairB < 0) {
    ImGui::TextDisabled("%s", tr(s, "Select a pair (click two shapes, or a row of Results)."));
  } else if (const PairEntry* p = m.pair(m.pairA, m.pairB); p && p->result.error.empty()) {
    ImGui::Text(tr(s, "Exactly: %s"), tr(s, relationName(p->result.relation)));
  }
  if (!jm.active.empty() && ImGui::BeginTable("judges", 4,
                                              ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                                  ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(tr(s, "judge"));
    ImGui::TableSetupColumn(tr(s, "says"));
    ImGui::TableSetupColumn(tr(s, "against the exact answer"));
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < jm.active.size(); ++i) {
      bool remove = false;
      verdictRow(s, i, *jm.active[i], remove);
      if (remove) {
        const bool script = jm.active[i]->script;
        removeJudge(jm, i);
        if (script) keepScript(s, false);
        break;
      }
    }
    ImGui::EndTable();
  }
  // Their numbers, where they give some, against the exact ones.
  for (std::size_t i = 0; i < jm.active.size(); ++i) {
    const ActiveJudge& j = *jm.active[i];
    if (j.numbers.empty() || j.pairA != m.pairA || j.pairB != m.pairB) continue;
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(judgeColour(i)), "%s:", j.judge->name().c_str());
    ImGui::SameLine();
    Monospace mono;
    wrappedText(j.numbers);
  }
  // Where they are wrong in the scene: a row per pair and judge, a click selects the pair.
  std::size_t wrongCount = 0;
  for (const auto& j : jm.active) wrongCount += j->wrong.size();
  if (!jm.active.empty()) {
    if (wrongCount == 0) {
      ImGui::TextDisabled("%s", tr(s, "No judge is wrong on any pair of the scene."));
    } else {
      ImGui::Text(tr(s, "Wrong on %zu pairs of the scene (rings on the canvas):"), wrongCount);
      const float rows = std::min(static_cast<float>(wrongCount), 6.f) + 0.5f;
      if (ImGui::BeginChild("wrong", {0, rows * ImGui::GetTextLineHeightWithSpacing()})) {
        const auto& shapes = s.model.scene().shapes;
        for (std::size_t i = 0; i < jm.active.size(); ++i) {
          for (const ActiveJudge::Wrong& w : jm.active[i]->wrong) {
            const std::string label = shapes[w.a].id + " / " + shapes[w.b].id + ": " +
                                      jm.active[i]->judge->name() + ", " + tr(s, findingClassName(w.finding));
            const bool selected = s.model.pairA == w.a && s.model.pairB == w.b;
            ImGui::PushID(static_cast<int>(i * JudgesModel::kScenePairs * 4 +
                                           static_cast<std::size_t>(w.a) * 2000 + w.b));
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
    ui.builtIn = std::min(ui.builtIn, static_cast<int>(builtIns.size()) - 1);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::BeginCombo("##builtin", builtIns[ui.builtIn]->name.c_str())) {
      for (std::size_t i = 0; i < builtIns.size(); ++i) {
        if (ImGui::Selectable(builtIns[i]->name.c_str(), static_cast<int>(i) == ui.builtIn))
          ui.builtIn = static_cast<int>(i);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", builtIns[i]->summary.c_str());
      }
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Add judge"))) addJudge(s, builtIns[ui.builtIn]->name, ui.error);
  }
  if (!ui.error.empty()) ImGui::TextColored(wrongVerdictColor(), "%s", ui.error.c_str());
  if (platform::hasScriptJudges()) {
    scriptEditor(s, jm);
  } else {
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::InputTextWithHint("##plugin", tr(s, "plugin: /path/to/libmine.so"), ui.path, sizeof ui.path);
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Load plugin"))) addJudge(s, ui.path, ui.error);
    ImGui::TextDisabled("%s", tr(s,
                                 "A plugin is reloaded when its file changes. Hunt searches for the inputs "
                                 "where a judge is wrong."));
  }
  huntPanel(s, jm, ui);
}

// [SECTION] The canvas

// Each engine judge's contact points (squares) and its normal from the first of them, in its colour.
void canvasMarks(const AppState& s) {
  const JudgesModel& m = modelOf(s);
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  auto screen = [&](Vec2 world) {
    const Vec2 px = s.cam.toPixel(world);
    return ImVec2{float(px.x / io.DisplayFramebufferScale.x), float(px.y / io.DisplayFramebufferScale.y)};
  };
  const auto& shapes = s.model.scene().shapes;
  for (std::size_t i = 0; i < m.active.size(); ++i) {
    const ActiveJudge& j = *m.active[i];
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
    // Its dashed outlines at its time of impact (the scene view draws them) named beside them, a line per
    // judge: which judge each is, not by colour alone.
    if (s.view.showMotion && j.motion && j.verdict.time && s.model.pairB < static_cast<int>(shapes.size())) {
      const NamedShape& b = shapes[s.model.pairB];
      const Aabb box = boundsOf(translated(b.shape, *j.verdict.time * b.motion));
      const ImVec2 at = screen({box.max.x, box.max.y});
      const std::string label = j.judge->name() + "  t = " + explain::shortest(*j.verdict.time);
      dl->AddText({at.x + 6, at.y + ImGui::GetTextLineHeight() * static_cast<float>(i)}, colour,
                  label.c_str());
    }
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

std::size_t judgeCount(const AppState& s) { return modelOf(s).active.size(); }

const std::string& judgeName(const AppState& s, std::size_t judge) {
  return modelOf(s).active.at(judge)->judge->name();
}

unsigned judgeColour(std::size_t judge) {
  static const ImU32 colours[] = {IM_COL32(0, 190, 170, 255), IM_COL32(230, 120, 0, 255),
                                  IM_COL32(150, 90, 230, 255), IM_COL32(40, 140, 230, 255)};
  return colours[judge % 4];
}

std::size_t judgesRevision(const AppState& s) { return modelOf(s).revision; }

JudgeMark judgeMarkOf(const AppState& s, std::size_t judge, std::size_t pairIndex) {
  return judgeMarkOf(modelOf(s), judge, s.model, pairIndex);
}

std::vector<JudgeMark> judgeMarks(AppState& s, std::size_t judge, std::span<const PairOfShapes> pairs) {
  return judgeMarks(modelOf(s), judge, pairs);
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
  if (!addJudge(modelOf(s), nameOrPath, error)) return false;
  uiOf(s).scrollTo = true;
  return true;
}

}  // namespace hitlab::app

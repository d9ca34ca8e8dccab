// lesson_editor_section.cpp — the Lesson editor section (Help > New lesson / Edit lesson, Ctrl+Shift+E): the
// lesson's pages in a list, the page's texts in English and Japanese side by side, its scene taken from the
// canvas, its question and its task with the teacher's own solution read off the canvas; check, preview,
// save and open. Every edit is undoable (the section's own Undo; Ctrl+Z stays the canvas's).
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <type_traits>

#include "../model/lesson_actions.h"
#include "../model/lesson_editor_actions.h"
#include "../platform/platform.h"
#include "../render/palette.h"
#include "../render/scene_view.h"
#include "lesson_section.h"
#include "panels.h"
#include "places.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

// [SECTION] Fields: each edit of a field one undo, taken when the field is left

// `field` picks a string out of a lesson, const or not: [](auto& l) -> auto& { return l.id; }.
template <class Field>
void textField(AppState& s, const char* label, const std::string& id, const Field& field, int lines = 1,
               Place place = Place::Count) {
  LessonEditor& e = s.lesson.editor;
  std::string value = field(e.lesson());
  ImGui::SetNextItemWidth(-1);
  const std::string name = std::string("##") + id;
  if (inputString(name.c_str(), value, lines)) field(e.typing()) = value;
  if (place != Place::Count) markPlace(place);
  if (ImGui::IsItemDeactivatedAfterEdit()) e.endTyping(std::string("edit ") + label);
}

// A text in both languages, English above Japanese, each with its language's name; `text` picks it.
template <class PickText>
void bothLanguages(AppState& s, const char* label, const std::string& id, const PickText& text, int lines = 1,
                   Place placeEn = Place::Count, Place placeJa = Place::Count) {
  ImGui::TextUnformatted(tr(s, label));
  ImGui::TextDisabled("EN");
  ImGui::SameLine();
  textField(
      s, label, id + "en", [&](auto& l) -> auto& { return text(l).en; }, lines, placeEn);
  ImGui::TextDisabled("JA");
  ImGui::SameLine();
  textField(
      s, label, id + "ja", [&](auto& l) -> auto& { return text(l).ja; }, lines, placeJa);
}

// A combo of the page's shape ids; true when one was chosen.
bool shapeCombo(const char* label, const Scene& scene, std::string& id) {
  bool chosen = false;
  if (ImGui::BeginCombo(label, id.c_str())) {
    for (const NamedShape& n : scene.shapes)
      if (ImGui::Selectable(n.id.c_str(), n.id == id)) id = n.id, chosen = true;
    ImGui::EndCombo();
  }
  return chosen;
}

// [SECTION] The lesson and its pages

void lessonBlock(AppState& s) {
  ImGui::TextUnformatted(tr(s, "Lesson id"));
  ImGui::SameLine();
  textField(
      s, "the id", "lessonid", [](auto& l) -> auto& { return l.id; });
  bothLanguages(
      s, "Lesson title", "ltitle", [](auto& l) -> auto& { return l.title; });
}

void pageList(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  const Lesson& l = e.lesson();
  const explain::Language lang = s.explain.language;
  ImGui::Separator();
  ImGui::TextUnformatted(tr(s, "Pages"));
  if (ImGui::BeginListBox("##pages",
                          {-1, ImGui::GetTextLineHeightWithSpacing() *
                                   static_cast<float>(std::min<std::size_t>(l.pages.size(), 6) + 0.5)})) {
    for (int i = 0; i < static_cast<int>(l.pages.size()); ++i) {
      const LessonPage& p = l.pages[i];
      std::string row = std::to_string(i + 1) + "  " + p.title.in(lang);
      if (p.question) row += "  [?]";
      if (p.task) row += "  [" + std::string(tr(s, "task")) + "]";
      row += "##page" + std::to_string(i);
      if (ImGui::Selectable(row.c_str(), i == e.page)) e.page = i;
    }
    ImGui::EndListBox();
  }
  if (ImGui::Button(tr(s, "Add a page (the canvas)"))) {
    LessonPage p = newPage({}, static_cast<int>(l.pages.size()) + 1);
    canvasIntoPage(s, p);
    e.addPage(std::move(p));
  }
  markPlace(Place::EditorAddPage);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Duplicate##page"))) e.duplicatePage();
  ImGui::SameLine();
  ImGui::BeginDisabled(e.page == 0);
  if (ImGui::ArrowButton("##pageup", ImGuiDir_Up)) e.movePage(-1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(e.page + 1 >= static_cast<int>(l.pages.size()));
  if (ImGui::ArrowButton("##pagedown", ImGuiDir_Down)) e.movePage(1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(l.pages.size() <= 1);
  if (ImGui::Button(tr(s, "Delete##page"))) e.deletePage();
  ImGui::EndDisabled();
}

// [SECTION] The page: texts, scene, drags, steps

void sceneBlock(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  const LessonPage& p = e.currentPage();
  const std::string what =
      p.batch > 0 ? format(tr(s, "the batch view of %d segments"), p.batch)
                  : format(tr(s, "%d shapes"), static_cast<int>(p.scene.shapes.size())) +
                        (p.a.empty() ? std::string(tr(s, ", no pair")) : ", " + p.a + " / " + p.b);
  wrappedHint(std::string(tr(s, "Scene:")) + " " + what);
  if (ImGui::Button(tr(s, "Use the canvas"))) {
    LessonPage changed = p;
    canvasIntoPage(s, changed);
    e.change("use the canvas").pages[e.page] = std::move(changed);
  }
  markPlace(Place::EditorUseCanvas);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Show on the canvas"))) showPageOnCanvas(s, p);
  int lock = p.lock == 'x' ? 1 : p.lock == 'y' ? 2 : 0;
  ImGui::TextUnformatted(tr(s, "Drags:"));
  bool changed = false;
  for (int i = 0; i < 3; ++i) {
    ImGui::SameLine();
    changed |= ImGui::RadioButton(tr(s, i == 0 ? "free" : i == 1 ? "x only" : "y only"), &lock, i);
  }
  if (changed) e.change("lock drags").pages[e.page].lock = lock == 1 ? 'x' : lock == 2 ? 'y' : 0;
  ImGui::SameLine();
  bool snap = p.snap;
  if (ImGui::Checkbox(tr(s, "snapped to the grid"), &snap)) e.change("snap drags").pages[e.page].snap = snap;
  if (p.a.empty()) return;
  bool all = p.lastStep < 0;
  if (ImGui::Checkbox(tr(s, "Every Explain step"), &all)) {
    LessonPage& q = e.change("steps").pages[e.page];
    q.firstStep = 0, q.lastStep = all ? -1 : 0;
  }
  if (all) return;
  int range[2] = {p.firstStep + 1, p.lastStep + 1};
  ImGui::SetNextItemWidth(160 * s.uiScale);
  if (ImGui::InputInt2(tr(s, "steps, first and last"), range) && range[0] >= 1 && range[1] >= range[0]) {
    LessonPage& q = e.change("steps").pages[e.page];
    q.firstStep = range[0] - 1, q.lastStep = range[1] - 1;
  }
}

// [SECTION] The question

void questionBlock(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  const int at = e.page;
  bool ask = e.currentPage().question.has_value();
  ImGui::Separator();
  if (ImGui::Checkbox(tr(s, "Ask a question"), &ask)) {
    LessonPage& p = e.change(ask ? "add a question" : "remove the question").pages[at];
    if (ask)
      p.question =
          Question{{"Question?", "問い？"}, {{"Yes", "はい"}, {"No", "いいえ"}}, 0, {"Why.", "理由。"}, {}};
    else
      p.question.reset(), p.after.reset();
  }
  markPlace(Place::EditorAsk);
  if (!ask) return;
  bothLanguages(
      s, "Question", "qtext", [at](auto& l) -> auto& { return l.pages[at].question->text; }, 1,
      Place::EditorQuestion);
  int kind = e.currentPage().question->number ? 1 : 0;
  bool kindChanged = ImGui::RadioButton(tr(s, "choices"), &kind, 0);
  ImGui::SameLine();
  kindChanged |= ImGui::RadioButton(tr(s, "a number"), &kind, 1);
  markPlace(Place::EditorNumber);
  if (kindChanged) {
    Question& q = *e.change("the question's kind").pages[at].question;
    if (kind == 1) {
      q.number = NumberAsk{}, q.choices.clear(), q.answer = 0;
    } else {
      q.number.reset(), q.choices = {{"Yes", "はい"}, {"No", "いいえ"}}, q.answer = 0;
    }
  }
  if (const std::optional<NumberAsk> number = e.currentPage().question->number) {
    NumberAsk ask = *number;
    bool changed = false;
    ImGui::SetNextItemWidth(160 * s.uiScale);
    if (ImGui::BeginCombo(tr(s, "of the pair"), tr(s, numberOfName(ask.of)))) {
      for (NumberAsk::Of of : {NumberAsk::Of::Distance, NumberAsk::Of::Depth, NumberAsk::Of::Time})
        if (ImGui::Selectable(tr(s, numberOfName(of)), of == ask.of)) ask.of = of, changed = true;
      ImGui::EndCombo();
    }
    ImGui::SetNextItemWidth(120 * s.uiScale);
    if (ImGui::InputInt(tr(s, "significant digits"), &ask.digits) && ask.digits >= 1 && ask.digits <= 15)
      changed = true;
    if (changed) e.change("the number asked").pages[at].question->number = ask;
    // (worked out once an edit: a time of impact of curved shapes takes milliseconds)
    struct Value {
      std::size_t revision = 0;
      int page = -1;
      std::optional<double> value;
    };
    Value& v = s.sectionStates.get<Value>();
    if (v.revision != e.revision() || v.page != e.page)
      v = {e.revision(), e.page, askedValue(e.currentPage())};
    if (const std::optional<double> value = v.value)
      wrappedHint(format(tr(s, "The answer: %s"), roundedNumber(*value, ask.digits).c_str()));
  }
  const int choices = static_cast<int>(e.currentPage().question->choices.size());
  for (int i = 0; i < choices; ++i) {
    ImGui::PushID(i);
    int answer = e.currentPage().question->answer;
    if (ImGui::RadioButton(tr(s, "right answer"), &answer, i))
      e.change("the right answer").pages[at].question->answer = i;
    ImGui::SameLine();
    ImGui::BeginDisabled(choices <= 2);
    if (ImGui::SmallButton(tr(s, "remove"))) {
      Question& q = *e.change("remove a choice").pages[at].question;
      q.choices.erase(q.choices.begin() + i);
      q.answer = std::min(q.answer, static_cast<int>(q.choices.size()) - 1);
    }
    ImGui::EndDisabled();
    bothLanguages(
        s, "Choice", "choice", [ at, i ](auto& l) -> auto& { return l.pages[at].question->choices[i]; });
    ImGui::PopID();
    if (i + 1 >= static_cast<int>(e.currentPage().question->choices.size())) break;
  }
  if (!e.currentPage().question->number && ImGui::Button(tr(s, "Add a choice")))
    e.change("add a choice").pages[at].question->choices.push_back({"Choice", "選択肢"});
  bothLanguages(
      s, "Why (shown once answered)", "why", [at](auto& l) -> auto& { return l.pages[at].question->why; }, 2);
}

// [SECTION] The task

template <class T, class Name>
void optionalCombo(AppState& s, const char* label, std::optional<T>& value, std::initializer_list<T> values,
                   Name name, bool& changed) {
  const std::string shown = value ? name(*value) : tr(s, "(any)");
  ImGui::SetNextItemWidth(180 * s.uiScale);
  if (ImGui::BeginCombo(tr(s, label), shown.c_str())) {
    if (ImGui::Selectable(tr(s, "(any)"), !value)) value.reset(), changed = true;
    for (T v : values)
      if (ImGui::Selectable(name(v), value && *value == v)) value = v, changed = true;
    ImGui::EndCombo();
  }
}

// A goal's number, asked for or not (a box), typed in its field when it is; kept only within [lo, hi].
template <class T>
void optionalNumber(AppState& s, const char* label, const char* id, std::optional<T>& value, T lo, T hi,
                    bool& changed) {
  bool asked = value.has_value();
  T typed = value.value_or(lo);
  if (ImGui::Checkbox(tr(s, label), &asked)) {
    value.reset();
    if (asked) value = typed;
    changed = true;
  }
  if (!asked) return;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(140 * s.uiScale);
  bool edited = false;
  if constexpr (std::is_same_v<T, int>)
    edited = ImGui::InputInt(id, &typed);
  else
    edited = ImGui::InputDouble(id, &typed, 0, 0, "%.17g");
  if (edited && typed >= lo && typed <= hi) value = typed, changed = true;
}

// The first separating axis: any of either side's, or one of the pair's candidate axes in the order SAT tries
// them (hitlab/sat.h), each named by its shape's id.
void firstSeparatingCombo(AppState& s, const LessonPage& p, std::optional<Want::Axis>& axis, bool& changed) {
  const Task& t = *p.task;
  const auto name = [&](const Want::Axis& w) {
    const char* id = (w.owner == 'a' ? t.a : t.b).c_str();
    if (!w.edge) return format(tr(s, "any axis of %s"), id);
    if (*w.edge < 0) return format(tr(s, "%s: the axis to the nearest vertex"), id);
    return format(tr(s, "%s: edge %d's normal"), id, *w.edge);
  };
  ImGui::SetNextItemWidth(240 * s.uiScale);
  if (!ImGui::BeginCombo(tr(s, "first separating axis"), axis ? name(*axis).c_str() : tr(s, "(any)"))) return;
  std::vector<Want::Axis> choices = {{'a', {}}, {'b', {}}};
  const auto shape = [&](const std::string& id) {
    return std::find_if(p.scene.shapes.begin(), p.scene.shapes.end(),
                        [&](const NamedShape& n) { return n.id == id; });
  };
  const auto a = shape(t.a), b = shape(t.b);
  if (a != p.scene.shapes.end() && b != p.scene.shapes.end())
    if (const PairResult r = evaluate(a->shape, b->shape, a->id, b->id); r.sat)
      for (const SatAxis& x : r.sat->axes) choices.push_back({x.owner, x.edge});
  if (ImGui::Selectable(tr(s, "(any)"), !axis)) axis.reset(), changed = true;
  for (const Want::Axis& w : choices)
    if (ImGui::Selectable(name(w).c_str(), axis && *axis == w)) axis = w, changed = true;
  ImGui::EndCombo();
}

void wantBlock(AppState& s, const LessonPage& p) {
  LessonEditor& e = s.lesson.editor;
  Want want = p.task->want;
  bool changed = false;
  optionalCombo(s, "relation", want.relation, {Relation::Disjoint, Relation::Touching, Relation::Overlapping},
                relationName, changed);
  optionalCombo(s, "containment", want.containment,
                {Containment::None, Containment::AInB, Containment::BInA, Containment::Equal},
                containmentName, changed);
  changed |= ImGui::Checkbox(tr(s, "the article's float formula is wrong here"), &want.formulaWrong);
  optionalNumber(s, "points where the outlines meet", "##points", want.points, 0, kMostCounted, changed);
  firstSeparatingCombo(s, p, want.firstSeparating, changed);
  const bool moves = std::any_of(p.scene.shapes.begin(), p.scene.shapes.end(), [](const NamedShape& n) {
    return n.motion != Vec2{0, 0};
  });
  if (moves || want.impact || want.tunnels || want.time) {
    optionalCombo(s, "time of impact case", want.impact,
                  {ImpactCase::None, ImpactCase::Overlapping, ImpactCase::Touching, ImpactCase::Entering,
                   ImpactCase::Grazing},
                  impactCaseName, changed);
    optionalCombo(
        s, "tunnels", want.tunnels, {true, false}, [](bool b) { return b ? "true" : "false"; }, changed);
    optionalNumber(s, "first contact at", "##time", want.time, 0.0, 1.0, changed);
  }
  if (changed) e.change("the task's goal").pages[e.page].task->want = want;
}

void taskBlock(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  const int at = e.page;
  const LessonPage& p = e.currentPage();
  bool has = p.task.has_value();
  ImGui::Separator();
  ImGui::BeginDisabled(p.scene.shapes.size() < 2);
  if (ImGui::Checkbox(tr(s, "Set a task"), &has)) {
    LessonPage& q = e.change(has ? "add a task" : "remove the task").pages[at];
    if (has) {
      Task t;
      t.text = {"Drag a shape until ...", "図形をドラッグして…"};
      t.done = {"Done.", "できました。"};
      t.a = q.a.empty() ? q.scene.shapes[0].id : q.a;
      t.b = q.b.empty() ? q.scene.shapes[1].id : q.b;
      t.solutionShape = t.b;
      q.task = std::move(t);
    } else {
      q.task.reset();
    }
  }
  markPlace(Place::EditorTask);
  ImGui::EndDisabled();
  if (!e.currentPage().task) return;
  std::string a = e.currentPage().task->a, b = e.currentPage().task->b;
  ImGui::SetNextItemWidth(100 * s.uiScale);
  bool pairChanged = shapeCombo(tr(s, "pair##taskA"), e.currentPage().scene, a);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(100 * s.uiScale);
  pairChanged |= shapeCombo("##taskB", e.currentPage().scene, b);
  if (pairChanged) {
    Task& t = *e.change("the task's pair").pages[at].task;
    t.a = a, t.b = b;
  }
  wantBlock(s, e.currentPage());
  const Task& t = *e.currentPage().task;
  if (t.solutionMotion)
    wrappedHint(format(tr(s, "Solution: %s moved by (%s, %s), its motion (%s, %s)."), t.solutionShape.c_str(),
                       explain::shortest(t.solutionBy.x).c_str(), explain::shortest(t.solutionBy.y).c_str(),
                       explain::shortest(t.solutionMotion->x).c_str(),
                       explain::shortest(t.solutionMotion->y).c_str()));
  else
    wrappedHint(format(tr(s, "Solution: %s moved by (%s, %s)."), t.solutionShape.c_str(),
                       explain::shortest(t.solutionBy.x).c_str(), explain::shortest(t.solutionBy.y).c_str()));
  wrappedHint(tr(
      s,
      "Show the page on the canvas, drag one shape (or pull out its motion arrow) to where the task is done, "
      "then press Record my solution at the top (a goal not chosen yet becomes the pair's relation there)."));
  bothLanguages(
      s, "Task", "ttext", [at](auto& l) -> auto& { return l.pages[at].task->text; }, 2);
  bothLanguages(
      s, "When done", "tdone", [at](auto& l) -> auto& { return l.pages[at].task->done; });
}

// [SECTION] Check, preview, files

void fileBlock(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  ImGui::BeginDisabled(!e.canUndo());
  if (ImGui::Button(tr(s, "Undo##lesson"))) e.undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!e.canRedo());
  if (ImGui::Button(tr(s, "Redo##lesson"))) e.redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Check"))) {
    e.problems = lessonProblemsById(e.lesson());
    e.status = e.problems.empty() ? Message{"editor.all-checked", {}, {}} : Message{};
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Preview from this page"))) previewLesson(s);
  markPlace(Place::EditorPreview);
  if (ImGui::Button(tr(s, "Save##lesson"))) {
    if (e.path.empty())
      s.pickerMode = "save-lesson";
    else
      saveLesson(s, e.path);
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Save as...##lesson"))) s.pickerMode = "save-lesson";
  markPlace(Place::EditorSaveAs);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Open...##lesson"))) s.lesson.openIntoEditor = true, openFile(s);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Close##lesson"))) e.open = false;
  if (platform::sharesLinks()) {
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Copy lesson link"))) copyLessonLink(s, e.lesson(), 1);  // (from its start)
    markPlace(Place::EditorLink);
  }
  // (at the top, where it stays in view while the teacher drags on the canvas)
  if (e.currentPage().task) {
    if (ImGui::Button(tr(s, "Record my solution from the canvas"))) recordSolutionFromCanvas(s);
    markPlace(Place::EditorRecord);
  }
  wrappedHint(e.path.empty() ? std::string(tr(s, "Not saved to a file yet."))
                             : std::string(e.saved() ? tr(s, "Saved to") : tr(s, "Unsaved edits; file:")) +
                                   " " + e.path);
  if (!e.status.id.empty()) wrappedText(trSaid(s, e.status));
  for (const LessonProblem& problem : e.problems)
    ImGui::TextColored(toImGui(errorColor()), "%s", trLessonProblem(s, problem).c_str());
}

void draw(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  if (e.previewIndex >= 0) {
    wrappedHint(tr(s, "Previewing the lesson as a student sees it."));
    if (ImGui::Button(tr(s, "Back to the editor"))) closeLesson(s);
    markPlace(Place::EditorBack);
    return;
  }
  fileBlock(s);
  ImGui::Separator();
  lessonBlock(s);
  pageList(s);
  const int at = e.page;
  ImGui::Separator();
  ImGui::TextUnformatted(format(tr(s, "Page %d"), at + 1).c_str());
  bothLanguages(
      s, "Title", "title", [at](auto& l) -> auto& { return l.pages[at].title; }, 1, Place::EditorTitle,
      Place::EditorTitleJa);
  bothLanguages(
      s, "Caption", "caption", [at](auto& l) -> auto& { return l.pages[at].caption; }, 3);
  sceneBlock(s);
  questionBlock(s);
  taskBlock(s);
}

// Ctrl+Shift+E: Help > Edit lesson.
void update(AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.WantTextInput && io.KeyCtrl && io.KeyShift && ImGui::IsKeyPressed(GLFW_KEY_E, false)) editLesson(s);
}

bool visible(const AppState& s) { return s.lesson.editor.open; }

const char* title(const AppState& s) { return tr(s, "Lesson editor###lessoneditor"); }

const bool kRegistered = registerSection({.title = "Lesson editor###lessoneditor",
                                          .order = kLessonOrder + 2,
                                          .draw = draw,
                                          .visible = visible,
                                          .titleOf = title,
                                          .update = update});

}  // namespace

}  // namespace hitlab::app

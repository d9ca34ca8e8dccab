// lesson_section.cpp — the Lesson section: the open lesson's page (its article, caption, question, task) with
// the pages' buttons, Help > Lessons and Help > Glossary, and PageDown / PageUp (a presenter's clicker). It
// shows above every other section, and alone beside the canvas in presentation mode.
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "../model/lesson_actions.h"
#include "../model/lesson_editor_actions.h"
#include "../platform/platform.h"
#include "../render/palette.h"
#include "../render/scene_view.h"
#include "lesson_section.h"
#include "places.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

// [SECTION] The page

// A heading under a rule (Dear ImGui 1.86 has no SeparatorText).
void heading(const std::string& text) {
  ImGui::Separator();
  wrappedText(text);
}

// The page's number asked for, worked out once a page (a time of impact of curved shapes takes the
// rationals' milliseconds: not every frame).
std::optional<double> pageValue(AppState& s) {
  struct Value {
    int lesson = -1, page = -1;
    std::optional<double> value;
  };
  Value& v = s.sectionStates.get<Value>();
  if (v.lesson != s.lesson.active || v.page != s.lesson.page)
    v = {s.lesson.active, s.lesson.page, askedValue(*s.lesson.current())};
  return v.value;
}

// A number to type (Enter or Answer): checked exactly at the page's digits; too many digits, or not a
// number, is said and not taken as an answer.
void numberField(AppState& s, const NumberAsk& ask) {
  LessonState& L = s.lesson;
  struct Typing {
    int lesson = -1, page = -1;
    std::string text, problem;
  };
  Typing& typing = s.sectionStates.get<Typing>();
  if (typing.lesson != L.active || typing.page != L.page) typing = {L.active, L.page, "", ""};
  if (L.choice >= 0) {
    wrappedText(std::string(tr(s, "Your answer:")) + " " + L.typed);
    return;
  }
  wrappedHint(format(tr(s, "Type the number to %d significant digits."), ask.digits));
  ImGui::SetNextItemWidth(200 * s.uiScale);
  bool enter = false;
  {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s", typing.text.c_str());
    enter = ImGui::InputText("##number", buf, sizeof buf, ImGuiInputTextFlags_EnterReturnsTrue);
    typing.text = buf;
  }
  markPlace(Place::NumberField);
  ImGui::SameLine();
  if (!ImGui::Button(tr(s, "Answer")) && !enter) {
    if (!typing.problem.empty()) ImGui::TextColored(toImGui(errorColor()), "%s", typing.problem.c_str());
    return;
  }
  const std::optional<double> value = pageValue(s);
  if (!value) return;
  const NumberVerdict verdict = checkNumber(typing.text, *value, ask.digits);
  switch (verdict) {
    case NumberVerdict::Right:
    case NumberVerdict::Wrong:
      L.typed = typing.text;
      L.choice = verdict == NumberVerdict::Right ? 0 : 1;
      typing.text.clear(), typing.problem.clear();
      break;
    case NumberVerdict::TooManyDigits:
      typing.problem = format(tr(s, "Give %d significant digits, not more."), ask.digits);
      break;
    case NumberVerdict::NotANumber:
      typing.problem = tr(s, "Not a number: type digits, as 1.25.");
      break;
  }
}

void questionBlock(AppState& s, const Question& q) {
  const explain::Language lang = s.explain.language;
  heading(tr(s, "Question"));
  wrappedText(q.text.in(lang));
  LessonState& L = s.lesson;
  for (int i = 0; i < static_cast<int>(q.choices.size()); ++i) {
    if (i > 0) ImGui::SameLine();
    ImGui::BeginDisabled(L.choice >= 0 && L.choice != i);
    const std::string label = q.choices[i].in(lang) + "##choice" + std::to_string(i);
    if (ImGui::Button(label.c_str()) && L.choice < 0) L.choice = i;
    ImGui::EndDisabled();
  }
  if (q.number) numberField(s, *q.number);
  if (L.choice < 0) {
    if (!q.number) wrappedHint(tr(s, "Answer the question to go on (or press 1, 2, ...)."));
    return;
  }
  const bool right = L.choice == q.answer;
  ImGui::TextColored(toImGui(right ? palette().verdictRight : palette().verdictWrong), "%s",
                     tr(s, right ? "Right." : "Not quite."));
  if (const std::optional<double> value = q.number ? pageValue(s) : std::nullopt)
    wrappedText(format(tr(s, "To %d significant digits it is %s (the exact value as a double: %s)."),
                       q.number->digits, roundedNumber(*value, q.number->digits).c_str(),
                       explain::shortest(*value).c_str()));
  wrappedText(q.why.in(lang));
  if (const LessonPage* p = L.current(); p->after) wrappedText(p->after->in(lang));
}

void taskBlock(AppState& s, const Task& t) {
  const explain::Language lang = s.explain.language;
  heading(tr(s, "Task"));
  wrappedText(t.text.in(lang));
  if (s.lesson.done) {
    ImGui::TextColored(toImGui(palette().verdictRight), "%s", tr(s, "Done!"));
    wrappedText(t.done.in(lang));
  } else {
    // (a task solved by a motion arrow alone says so: "drag the shapes" would send the student to the bodies)
    const bool arrow = t.solutionMotion && t.solutionBy == Vec2{0, 0};
    wrappedHint(tr(s, arrow ? "Not yet: drag a motion arrow's tip." : "Not yet: drag the shapes."));
    if (s.snap)
      wrappedHint(tr(s, arrow ? "Motion arrows move in whole grid steps (G turns it off)."
                              : "Shapes move in whole grid steps (G turns it off)."));
  }
}

// What was answered and done in this lesson before, kept in the browser's storage or the state folder.
void resumeOffer(AppState& s) {
  const LessonState& L = s.lesson;
  int answered = 0, done = 0;
  for (const PageProgress& p : L.progress.pages) answered += p.choice >= 0, done += p.done;
  ImGui::Separator();
  wrappedHint(
      format(tr(s, "You answered %d questions and did %d tasks of this lesson before."), answered, done));
  if (ImGui::Button(format(tr(s, "Resume at page %d"), L.progress.page + 1).c_str())) resumeLesson(s);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Start over"))) startLessonOver(s);
}

void draw(AppState& s) {
  LessonState& L = s.lesson;
  const Lesson* lesson = L.lesson();
  if (!lesson) return;
  const LessonPage& p = *L.current();
  const explain::Language lang = s.explain.language;
  wrappedText(lesson->id + "  " + lesson->title.in(lang));
  std::string article = lesson->articleTitle;
  if (!lesson->articleSite.empty())
    article += lang == explain::Language::Japanese ? "（" + lesson->articleSite + "）"
                                                   : " (" + lesson->articleSite + ")";
  if (!article.empty()) wrappedHint(std::string(tr(s, "Article:")) + " " + article);  // (005 follows none)
  if (!L.resumed && L.active != L.editor.previewIndex) resumeOffer(s);
  heading(std::string(tr(s, "Page")) + " " + std::to_string(L.page + 1) + " / " +
          std::to_string(lesson->pages.size()) + ": " + p.title.in(lang));
  wrappedText(p.caption.in(lang));
  if (p.lock == 'x') wrappedHint(tr(s, "Drags move shapes along x only on this page."));
  if (p.lock == 'y') wrappedHint(tr(s, "Drags move shapes along y only on this page."));
  if (p.question) questionBlock(s, *p.question);
  if (p.task && !L.hidesAnswers()) taskBlock(s, *p.task);
  ImGui::Separator();
  const int pages = static_cast<int>(lesson->pages.size());
  ImGui::BeginDisabled(L.page == 0);
  if (ImGui::Button(tr(s, "< Previous page"))) openLesson(s, L.active, L.page - 1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(L.page + 1 >= pages);
  if (ImGui::Button(tr(s, "Next page >"))) openLesson(s, L.active, L.page + 1);
  ImGui::EndDisabled();
  if (ImGui::Button(tr(s, "Start the page again"))) openLesson(s, L.active, L.page);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Close the lesson"))) closeLesson(s);
  if (ImGui::Button(tr(s, "My answers"))) L.showAnswers = !L.showAnswers;
  markPlace(Place::MyAnswers);
  if (platform::sharesLinks()) {
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Copy lesson link"))) copyLessonLink(s, *lesson, L.page + 1);
    markPlace(Place::LessonLink);
  }
}

// PageDown / PageUp: the next and previous page (what a presenter's clicker sends).
void update(AppState& s) {
  LessonState& L = s.lesson;
  if (L.active >= 0 && !ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(GLFW_KEY_PAGE_DOWN, false)) turnLessonPage(s, 1);
    if (ImGui::IsKeyPressed(GLFW_KEY_PAGE_UP, false)) turnLessonPage(s, -1);
    // 1, 2, ...: the question's choices
    if (const LessonPage* p = L.current(); p->question && L.choice < 0)
      for (int i = 0; i < static_cast<int>(p->question->choices.size()) && i < 9; ++i)
        if (ImGui::IsKeyPressed(GLFW_KEY_1 + i, false)) L.choice = i;
  }
  updateLesson(s);
}

bool visible(const AppState& s) { return s.lesson.active >= 0; }

const char* title(const AppState& s) { return tr(s, "Lesson###lesson"); }

const bool kRegistered = registerSection({.title = "Lesson###lesson",
                                          .order = kLessonOrder,
                                          .draw = draw,
                                          .visible = visible,
                                          .titleOf = title,
                                          .update = update,
                                          .inEmbed = true});  // (a lesson in a teacher's page's iframe)

}  // namespace

bool canTurnLessonPage(const AppState& s, int delta) {
  const LessonState& L = s.lesson;
  if (L.active < 0) return false;
  const int to = L.page + delta;
  return to >= 0 && to < static_cast<int>(L.lesson()->pages.size());
}

void turnLessonPage(AppState& s, int delta) {
  if (canTurnLessonPage(s, delta)) openLesson(s, s.lesson.active, s.lesson.page + delta);
}

// [SECTION] Help > Lessons, Help > Glossary

void lessonsMenu(AppState& s) {
  LessonState& L = s.lesson;
  const explain::Language lang = s.explain.language;
  if (ImGui::BeginMenu(tr(s, "Lessons"), !L.lessons.empty() || !L.errors.empty())) {
    for (int i = 0; i < static_cast<int>(L.lessons.size()); ++i) {
      if (i == L.editor.previewIndex) continue;
      const Lesson& l = L.lessons[i];
      const std::string label = l.id + "  " + l.title.in(lang);
      if (ImGui::MenuItem(label.c_str(), nullptr, L.active == i)) openLesson(s, i, 0);
    }
    if (!L.errors.empty()) {
      ImGui::Separator();
      wrappedHint(tr(s, "Lesson files that did not load:"));
      for (const std::string& e : L.errors) ImGui::TextColored(wrongVerdictColor(), "%s", e.c_str());
    }
    ImGui::EndMenu();
  }
  if (ImGui::MenuItem(tr(s, "Glossary"), nullptr, L.showGlossary, !L.glossary.empty()))
    L.showGlossary = !L.showGlossary;
  ImGui::Separator();
  if (ImGui::MenuItem(tr(s, "New lesson"))) newLesson(s);
  if (ImGui::MenuItem(L.active >= 0 && L.active != L.editor.previewIndex ? tr(s, "Edit this lesson")
                                                                         : tr(s, "Edit lesson"),
                      "Ctrl+Shift+E"))
    editLesson(s);
}

void answersWindow(AppState& s) {
  LessonState& L = s.lesson;
  if (!L.showAnswers || !L.lesson()) return;
  ImGui::SetNextWindowSize({560 * s.uiScale, 460 * s.uiScale}, ImGuiCond_FirstUseEver);
  const std::string name = std::string(tr(s, "My answers")) + "###answers";
  if (ImGui::Begin(name.c_str(), &L.showAnswers)) {
    const std::string text = answersSummary(*L.lesson(), L.progress, s.explain.language);
    if (ImGui::Button(tr(s, "Copy"))) {
      platform::copyText(text);
      say(s, {"lesson.answers-copied", {}, {}});
    }
    ImGui::SameLine();
    if (ImGui::Button(tr(s, "Save as a file..."))) s.pickerMode = "save-answers";
    markPlace(Place::SaveAnswers);
    ImGui::Separator();
    wrappedText(text);
  }
  ImGui::End();
}

void copyLessonLink(AppState& s, const Lesson& lesson, int page) {
  platform::copyLessonLink(lessonToJson(lesson), page,
                           s.explain.language == explain::Language::Japanese ? "ja" : "en");
  s.message =
      "copying a link with the whole lesson " + lesson.id + " in it (the page says if it is too long)";
}

void glossaryWindow(AppState& s) {
  LessonState& L = s.lesson;
  if (!L.showGlossary) return;
  const explain::Language lang = s.explain.language, other = lang == explain::Language::Japanese
                                                                 ? explain::Language::English
                                                                 : explain::Language::Japanese;
  ImGui::SetNextWindowSize({560 * s.uiScale, 420 * s.uiScale}, ImGuiCond_FirstUseEver);
  const std::string name = std::string(tr(s, "Glossary")) + "###glossary";
  if (ImGui::Begin(name.c_str(), &L.showGlossary)) {
    for (const GlossaryTerm& t : L.glossary) {
      heading(t.term.in(lang) + "  (" + t.term.in(other) + ")");
      wrappedText(t.text.in(lang));
    }
  }
  ImGui::End();
}

}  // namespace hitlab::app

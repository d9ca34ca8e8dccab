// lesson_actions.cpp — lessons in the app (lesson_actions.h).
#include "lesson_actions.h"

#include <algorithm>

#include "file_actions.h"
#include "hitlab/atomic_save.h"

namespace hitlab::app {

int findLesson(const AppState& s, const std::string& id) {
  for (int i = 0; i < static_cast<int>(s.lesson.lessons.size()); ++i) {
    const Lesson& l = s.lesson.lessons[i];
    const std::string file = l.path.substr(l.path.find_last_of('/') + 1);
    if (l.id == id || file.rfind(id, 0) == 0) return i;
  }
  return -1;
}

bool openLesson(AppState& s, int index, int page) {
  LessonState& L = s.lesson;
  if (index < 0 || index >= static_cast<int>(L.lessons.size())) {
    say(s, {"lesson.none", {}, {}});
    return false;
  }
  // (a preview of the lesson editor's lesson, last in the list, goes when another lesson opens)
  if (L.editor.previewIndex >= 0 && index != L.editor.previewIndex) {
    if (L.active == L.editor.previewIndex) L.active = -1;
    L.lessons.erase(L.lessons.begin() + L.editor.previewIndex);
    L.editor.previewIndex = -1;
  }
  if (L.active < 0) {
    autosave(s);  // (the user's own scene is kept for the next start's offer)
    L.snapBefore = s.snap, L.yDownBefore = s.cam.yDown;  // (put back when the lesson closes)
  }
  const Lesson& lesson = L.lessons[index];
  if (L.active != index) {  // (another lesson: its own progress, offered until taken up)
    L.progress = loadProgress(s.stateDir, lesson);
    L.resumed = !L.progress.started();
  }
  L.active = index;
  L.page = std::clamp(page, 0, static_cast<int>(lesson.pages.size()) - 1);
  L.choice = -1, L.done = false, L.typed.clear();
  if (L.resumed && L.page < static_cast<int>(L.progress.pages.size())) {
    const PageProgress& kept = L.progress.pages[L.page];
    L.choice = kept.choice, L.done = kept.done, L.typed = kept.typed;
  }
  const LessonPage& p = lesson.pages[L.page];
  s.batch.on = false;
  s.snap = p.snap;  // (whole grid steps by default: a task's exact position is one a mouse can reach)
  s.model.reset(p.scene, "");
  s.autosavedRevision = s.model.revision();
  s.restoreOffer.reset();
  showPageView(s, p);
  s.explain.valid = false, s.explain.playing = false;  // (the same indices may name a new pair)
  s.explain.startStep = p.firstStep;
  if (s.model.pairA >= 0 && s.model.pairB >= 0) s.pairFrameRequested = s.framePair || s.presenting.on;
  say(s, {"lesson.page", {lesson.id, std::to_string(L.page + 1), std::to_string(lesson.pages.size())}, {}});
  return true;
}

void showPageView(AppState& s, const LessonPage& p) {
  s.cam.yDown = p.yDown;
  if (p.scene.view)
    s.cam.center = p.scene.view->center, s.cam.zoom = p.scene.view->zoom;
  else
    s.fitRequested = true;
  const auto& shapes = s.model.scene().shapes;
  // (a page in motion shows its motions, as a scene in motion opens)
  s.view.showMotion = std::any_of(shapes.begin(), shapes.end(), [](const NamedShape& n) {
    return n.motion != Vec2{0, 0};
  });
  s.model.pairA = s.model.pairB = -1;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    if (shapes[i].id == p.a) s.model.pairA = i;
    if (shapes[i].id == p.b) s.model.pairB = s.model.selected = i;
  }
  if (s.model.pairA < 0 || s.model.pairB < 0) s.model.pairA = s.model.pairB = -1;
  if (p.batch > 0) s.batch.pendingCount = p.batch;
}

void closeLesson(AppState& s) {
  LessonState& L = s.lesson;
  if (L.active >= 0) s.snap = L.snapBefore, s.cam.yDown = L.yDownBefore;
  L.active = -1;
  if (L.editor.previewIndex >= 0) L.lessons.erase(L.lessons.begin() + L.editor.previewIndex);
  L.editor.previewIndex = -1;
  s.explain.firstStep = 0, s.explain.lastStep = -1;
  s.view.hideAnswers = false;
}

void updateLesson(AppState& s) {
  const LessonPage* p = s.lesson.current();
  ExplainState& e = s.explain;
  e.firstStep = 0, e.lastStep = -1;
  s.view.hideAnswers = false;
  if (!p) return;
  s.view.hideAnswers = s.lesson.hidesAnswers();
  const auto& shapes = s.model.scene().shapes;
  const int a = s.model.pairA, b = s.model.pairB, n = static_cast<int>(shapes.size());
  if (!p->a.empty() && a >= 0 && b >= 0 && a < n && b < n && shapes[a].id == p->a && shapes[b].id == p->b)
    e.firstStep = p->firstStep, e.lastStep = p->lastStep;
  if (p->task && !s.lesson.hidesAnswers() && !s.lesson.done && taskDone(*p->task, shapes))
    s.lesson.done = true;
  keepProgress(s);
}

void keepProgress(AppState& s) {
  LessonState& L = s.lesson;
  if (L.active < 0 || L.active == L.editor.previewIndex) return;  // (a preview's answers are the teacher's)
  LessonProgress& p = L.progress;
  p.pages.resize(L.lesson()->pages.size());
  const LessonProgress before = p;
  PageProgress& page = p.pages[L.page];
  // (a page turned to afresh does not undo what was answered or done on it before)
  if (L.choice >= 0) page.choice = L.choice, page.typed = L.typed;
  page.done = page.done || L.done;
  if (L.resumed || p.started()) p.page = L.page;
  if (p == before) return;
  if (!L.resumed && p.started() && before.started()) L.resumed = true;  // (answering again takes it up)
  try {
    saveProgress(s.stateDir, *L.lesson(), p);
  } catch (const std::exception& e) {
    say(s, {"lesson.progress-not-kept", {}, {messageOf(e)}});
  }
}

void resumeLesson(AppState& s) {
  LessonState& L = s.lesson;
  if (L.active < 0) return;
  L.resumed = true;
  openLesson(s, L.active, L.progress.page);
}

void startLessonOver(AppState& s) {
  LessonState& L = s.lesson;
  if (L.active < 0) return;
  forgetProgress(s.stateDir, *L.lesson());
  L.progress = LessonProgress{0, std::vector<PageProgress>(L.lesson()->pages.size())};
  L.resumed = true;
  openLesson(s, L.active, 0);
}

}  // namespace hitlab::app

namespace hitlab::app {

bool saveAnswers(AppState& s, const std::string& path) {
  const LessonState& L = s.lesson;
  if (!L.lesson()) return false;
  try {
    saveTextAtomic(answersSummary(*L.lesson(), L.progress, s.explain.language), path);
  } catch (const std::exception& e) {
    say(s, {"lesson.answers-not-saved", {}, {messageOf(e)}});
    return false;
  }
  say(s, {"lesson.answers-saved", {path}, {}});
  s.wrote(path);
  return true;
}

}  // namespace hitlab::app

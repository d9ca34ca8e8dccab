// lesson_editor_actions.cpp — the lesson editor in the app (lesson_editor_actions.h).
#include "lesson_editor_actions.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "file_actions.h"
#include "hitlab/atomic_save.h"
#include "lesson_actions.h"

namespace hitlab::app {

namespace fs = std::filesystem;

namespace {

// The draft (the lesson being written, unsaved) and the file it belongs to, in the state folder.
std::string draftPath(const AppState& s) {
  return s.stateDir.empty() ? "" : s.stateDir + "/lesson-draft.json";
}
std::string draftFilePath(const AppState& s) {
  return s.stateDir.empty() ? "" : s.stateDir + "/lesson-draft.path";
}

void removeDraft(AppState& s) {
  std::error_code ec;
  if (!s.stateDir.empty()) fs::remove(draftPath(s), ec), fs::remove(draftFilePath(s), ec);
  s.lesson.draftRevision = s.lesson.editor.revision();
}

bool hasShape(const Scene& scene, const std::string& id) {
  return std::any_of(scene.shapes.begin(), scene.shapes.end(),
                     [&](const NamedShape& n) { return n.id == id; });
}

}  // namespace

// [SECTION] Pages and the canvas

void canvasIntoPage(const AppState& s, LessonPage& page) {
  const SceneModel& m = s.model;
  Scene scene = m.scene();
  scene.expect.clear();
  scene.view = View{s.cam.center, s.cam.zoom};
  const int n = static_cast<int>(scene.shapes.size());
  const bool pair = m.pairA >= 0 && m.pairB >= 0 && m.pairA < n && m.pairB < n && m.pairA != m.pairB;
  const std::string a = pair ? scene.shapes[m.pairA].id : "", b = pair ? scene.shapes[m.pairB].id : "";
  if (a != page.a || b != page.b) page.firstStep = 0, page.lastStep = -1;  // (another pair's steps)
  page.a = a, page.b = b;
  page.yDown = s.cam.yDown;
  page.batch = s.batch.on ? s.batch.view.count() : 0;
  page.scene = std::move(scene);
  if (page.task && (!hasShape(page.scene, page.task->a) || !hasShape(page.scene, page.task->b)))
    page.task->a = page.a, page.task->b = page.b;
  if (page.task && !hasShape(page.scene, page.task->solutionShape)) page.task->solutionShape = page.b;
}

void showPageOnCanvas(AppState& s, const LessonPage& page) {
  if (s.lesson.active >= 0) closeLesson(s);
  s.batch.on = false;
  s.model.replaceShapes(page.scene.shapes, {"command.show-lesson-page", {}});
  showPageView(s, page);
}

void newLesson(AppState& s) {
  if (s.lesson.active >= 0) closeLesson(s);
  Lesson l;
  l.id = "my-lesson";
  l.title = {"My lesson", "わたしのレッスン"};
  LessonPage first = newPage({}, 1);
  canvasIntoPage(s, first);
  l.pages.push_back(std::move(first));
  s.lesson.editor.start(std::move(l), "");
  s.lesson.draftRevision = 0;  // (written at the next autosave)
  say(s, {"editor.new", {}, {}});
}

void editLesson(AppState& s) {
  LessonState& L = s.lesson;
  LessonEditor& e = L.editor;
  if (const Lesson* open = L.lesson(); open && L.active != e.previewIndex) {
    // (a bundled lesson is ours: the teacher's copy is saved under a name of theirs)
    const bool bundled = !L.bundledDir.empty() && open->path.rfind(L.bundledDir, 0) == 0;
    Lesson copy = *open;
    const int page = L.page;
    closeLesson(s);
    e.start(std::move(copy), bundled ? "" : open->path);
    e.page = page;
    L.draftRevision = 0;
    say(s, bundled ? Message{"editor.copy", {e.lesson().id}, {}} : Message{"editor.editing", {e.path}, {}});
    return;
  }
  if (L.active >= 0 && L.active == e.previewIndex) closeLesson(s);  // (back from the preview)
  if (e.open) return;
  if (const std::string draft = draftPath(s); !draft.empty() && fs::exists(draft)) {
    try {
      std::string from;
      std::getline(std::ifstream(draftFilePath(s)), from);
      Lesson l = loadLesson(draft, LessonReading::Draft);
      e.start(std::move(l), from);
      e.markUnsaved();  // (it was not in its file)
      L.draftRevision = e.revision();
      say(s, {"editor.restored", {}, {}});
      return;
    } catch (const std::exception& ex) {
      say(s, {"editor.draft-not-loaded", {draft}, {messageOf(ex)}});
    }
  }
  newLesson(s);
}

void previewLesson(AppState& s) {
  LessonState& L = s.lesson;
  LessonEditor& e = L.editor;
  if (L.active >= 0) closeLesson(s);
  L.lessons.push_back(e.lesson());
  L.lessons.back().path = "(the lesson editor)";
  e.previewIndex = static_cast<int>(L.lessons.size()) - 1;
  openLesson(s, e.previewIndex, e.page);
}

void recordSolutionFromCanvas(AppState& s) {
  LessonEditor& e = s.lesson.editor;
  LessonPage page = e.currentPage();
  const Message error = recordSolution(page, s.model.scene().shapes);
  if (!error.id.empty()) {
    e.status = error;
    say(s, {"editor.not-recorded", {}, {error}});
    return;
  }
  e.change("record the solution").pages[e.page] = page;
  const Task& t = *page.task;
  e.status = {"editor.recorded",
              {t.solutionShape, explain::shortest(t.solutionBy.x), explain::shortest(t.solutionBy.y)},
              {}};
  say(s, e.status);
}

// [SECTION] Files

bool saveLesson(AppState& s, const std::string& path) {
  LessonEditor& e = s.lesson.editor;
  const std::string text = lessonToJson(e.lesson());
  try {
    parseLesson(text, path);  // (never a file the readers refuse: the teacher could not open it again)
    saveTextAtomic(text, path, KeepPrevious::Yes);
  } catch (const std::exception& ex) {
    e.problems = {LessonProblem{-1, {}, "", messageOf(ex)}};
    say(s, {"editor.not-saved", {}, {messageOf(ex)}});
    return false;
  }
  e.markSaved(path);
  removeDraft(s);
  e.problems = lessonProblemsById(e.lesson());
  if (e.problems.empty())
    say(s, {"editor.saved", {path}, {}});
  else
    say(s, {"editor.saved-problems", {path, std::to_string(e.problems.size())}, {messageOf(e.problems[0])}});
  s.wrote(path);
  return true;
}

bool openLessonInEditor(AppState& s, const std::string& path) {
  try {
    Lesson l = loadLesson(path);
    if (s.lesson.active >= 0) closeLesson(s);
    s.lesson.editor.start(std::move(l), path);
    s.lesson.draftRevision = s.lesson.editor.revision();
    say(s, {"editor.editing", {path}, {}});
    return true;
  } catch (const std::exception& ex) {
    say(s, messageOf(ex));
    return false;
  }
}

bool isLessonFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char head[256] = {};
  in.read(head, sizeof head - 1);
  return std::string(head, static_cast<std::size_t>(in.gcount())).find("\"hitlab-lesson\"") !=
         std::string::npos;
}

bool openLessonFile(AppState& s, const std::string& path) {
  LessonState& L = s.lesson;
  if (L.openIntoEditor) {
    L.openIntoEditor = false;
    return openLessonInEditor(s, path);
  }
  try {
    Lesson l = loadLesson(path);
    if (L.active >= 0) closeLesson(s);
    // (a file opened again replaces its earlier copy)
    const auto same =
        std::find_if(L.lessons.begin(), L.lessons.end(), [&](const Lesson& x) { return x.path == path; });
    int index = static_cast<int>(same - L.lessons.begin());
    if (same == L.lessons.end())
      L.lessons.push_back(std::move(l));
    else
      *same = std::move(l);
    return openLesson(s, index, 0);
  } catch (const std::exception& ex) {
    say(s, messageOf(ex));
    return false;
  }
}

void autosaveLessonDraft(AppState& s) {
  LessonState& L = s.lesson;
  const LessonEditor& e = L.editor;
  if (!e.open || s.stateDir.empty() || e.revision() == L.draftRevision) return;
  if (e.saved()) {
    removeDraft(s);
    return;
  }
  try {
    std::error_code ec;  // (a fresh machine's first run: the state folder is made by whoever saves first)
    fs::create_directories(s.stateDir, ec);
    saveTextAtomic(e.path + "\n", draftFilePath(s));
    saveTextAtomic(lessonToJson(e.lesson()), draftPath(s));
    L.draftRevision = e.revision();
  } catch (const std::exception& ex) {
    say(s, {"editor.draft-not-kept", {}, {messageOf(ex)}});
  }
}

}  // namespace hitlab::app

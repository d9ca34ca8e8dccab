// lesson_editor.cpp — the lesson being written (lesson_editor.h).
#include "lesson_editor.h"

#include <algorithm>

#include "hitlab/relation.h"

namespace hitlab::app {

// [SECTION] History

void LessonEditor::start(Lesson lesson, std::string fromPath) {
  lesson_ = std::move(lesson);
  path = std::move(fromPath);
  page = 0;
  done_.clear(), undone_.clear(), typingFrom_.reset();
  problems.clear(), status = {};
  savedRevision_ = ++revision_;
  open = true;
}

Lesson& LessonEditor::change(const std::string& label) {
  done_.push_back({label, lesson_, page});
  undone_.clear();
  ++revision_;
  return lesson_;
}

Lesson& LessonEditor::typing() {
  if (!typingFrom_) typingFrom_ = lesson_;
  ++revision_;
  return lesson_;
}

void LessonEditor::endTyping(const std::string& label) {
  if (!typingFrom_) return;
  done_.push_back({label, std::move(*typingFrom_), page});
  undone_.clear();
  typingFrom_.reset();
}

bool LessonEditor::undo() { return restore(done_, undone_); }

bool LessonEditor::redo() { return restore(undone_, done_); }

// The lesson as `from`'s last entry kept it; the lesson as it is goes on `to` (undo and redo alike).
bool LessonEditor::restore(std::vector<Entry>& from, std::vector<Entry>& to) {
  if (from.empty()) return false;
  Entry e = std::move(from.back());
  from.pop_back();
  to.push_back({e.label, lesson_, page});
  lesson_ = std::move(e.before), page = std::clamp(e.page, 0, static_cast<int>(lesson_.pages.size()) - 1);
  ++revision_;
  return true;
}

// [SECTION] Pages

void LessonEditor::addPage(LessonPage p) {
  Lesson& l = change("add a page");
  const int at = l.pages.empty() ? 0 : page + 1;
  l.pages.insert(l.pages.begin() + at, std::move(p));
  page = at;
}

void LessonEditor::duplicatePage() {
  LessonPage copy = currentPage();
  Lesson& l = change("duplicate a page");
  l.pages.insert(l.pages.begin() + page + 1, std::move(copy));
  ++page;
}

void LessonEditor::movePage(int delta) {
  const int to = page + delta;
  if (to < 0 || to >= static_cast<int>(lesson_.pages.size())) return;
  Lesson& l = change("move a page");
  std::swap(l.pages[page], l.pages[to]);
  page = to;
}

bool LessonEditor::deletePage() {
  if (lesson_.pages.size() <= 1) return false;
  Lesson& l = change("delete a page");
  l.pages.erase(l.pages.begin() + page);
  page = std::min(page, static_cast<int>(l.pages.size()) - 1);
  return true;
}

LessonPage newPage(Scene scene, int number) {
  LessonPage p;
  p.title = {"Page " + std::to_string(number), "ページ " + std::to_string(number)};
  p.caption = {"What to look at on this page.", "このページで見るところ。"};
  p.scene = std::move(scene);
  return p;
}

// [SECTION] The teacher's solution

namespace {

// The shape's first point: every type's first two values (forEachValue) are one.
Vec2 firstPoint(const Shape& s) {
  double v[2] = {0, 0};
  int i = 0;
  forEachValue(s, [&](double x) {
    if (i < 2) v[i] = x;
    ++i;
  });
  return {v[0], v[1]};
}

}  // namespace

Message recordSolution(LessonPage& page, const std::vector<NamedShape>& now) {
  if (!page.task) return {"editor.no-task", {}, {}};
  std::vector<std::string> moved;  // (each shape moved, its motion changed, or both: once)
  Vec2 by;
  std::optional<Vec2> motion;
  for (const NamedShape& before : page.scene.shapes) {
    const auto it =
        std::find_if(now.begin(), now.end(), [&](const NamedShape& n) { return n.id == before.id; });
    if (it == now.end()) return {"editor.not-on-canvas", {before.id}, {}};
    if (it->shape == before.shape && it->motion == before.motion) continue;
    moved.push_back(before.id);
    if (!(it->motion == before.motion)) motion = it->motion;
    by = firstPoint(it->shape) - firstPoint(before.shape);
    if (typeOf(it->shape) != typeOf(before.shape) || !(translated(before.shape, by) == it->shape))
      return {"editor.changed-not-moved", {before.id}, {}};
  }
  if (moved.empty()) return {"editor.nothing-moved", {}, {}};
  if (moved.size() > 1) return {"editor.both-moved", {moved[0], moved[1]}, {}};
  if (!(lockedMove(by, page.lock) == by)) return {"editor.moved-across-lock", {moved[0]}, {}};
  LessonPage changed = page;
  Task& t = *changed.task;
  t.solutionShape = moved[0];
  t.solutionBy = by;
  t.solutionMotion = motion;
  const Want& w = t.want;
  if (w.empty()) {
    const auto a = std::find_if(now.begin(), now.end(), [&](const NamedShape& n) { return n.id == t.a; });
    const auto b = std::find_if(now.begin(), now.end(), [&](const NamedShape& n) { return n.id == t.b; });
    if (a == now.end() || b == now.end()) return {"editor.pair-not-on-canvas", {}, {}};
    t.want.relation = evaluate(a->shape, b->shape, a->id, b->id).relation;
  }
  for (const LessonProblem& p : pageProblems(changed, 0))
    if (p.field.rfind("task", 0) == 0) return {"app.at", {p.field}, {p.problem}};
  page = std::move(changed);
  return {};
}

}  // namespace hitlab::app

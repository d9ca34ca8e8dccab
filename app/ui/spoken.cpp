// spoken.cpp — the canvas in words (see spoken.h).
#include "spoken.h"

#include "hitlab/explain.h"
#include "ui_text.h"

namespace hitlab::app {

namespace {

// (appended, not "(" + ...: GCC 12 warns falsely of overlapping copies in such sums, -Wrestrict)
std::string pointText(Vec2 p) {
  std::string out = "(";
  out.append(explain::shortest(p.x)).append(", ").append(explain::shortest(p.y)).append(")");
  return out;
}

std::string pointsText(const std::vector<Vec2>& points) {
  std::string out;
  for (size_t i = 0; i < points.size(); ++i) out.append(i ? ", " : "").append(pointText(points[i]));
  return out;
}

// A shape by its type and coordinates: "segment from (0, 0) to (4, 0)".
std::string shapeText(const AppState& s, const Shape& shape) {
  if (const auto* p = std::get_if<Point>(&shape))
    return format(tr(s, "point at %s"), pointText(p->p).c_str());
  if (const auto* g = std::get_if<Segment>(&shape))
    return format(tr(s, "segment from %s to %s"), pointText(g->a).c_str(), pointText(g->b).c_str());
  if (const auto* c = std::get_if<Circle>(&shape))
    return format(tr(s, "circle, centre %s, radius %s"), pointText(c->center).c_str(),
                  explain::shortest(c->radius).c_str());
  if (const auto* k = std::get_if<Capsule>(&shape))
    return format(tr(s, "capsule from %s to %s, radius %s"), pointText(k->a).c_str(), pointText(k->b).c_str(),
                  explain::shortest(k->radius).c_str());
  if (const auto* x = std::get_if<Rect>(&shape)) {
    std::string t = format(tr(s, "rect from %s to %s"), pointText(x->min).c_str(), pointText(x->max).c_str());
    return x->radius > 0 ? t + format(tr(s, ", rounded by %s"), explain::shortest(x->radius).c_str()) : t;
  }
  const auto& g = std::get<Polygon>(shape);
  std::string t = format(tr(s, "polygon, vertices %s"), pointsText(g.points).c_str());
  return g.radius > 0 ? t + format(tr(s, ", rounded by %s"), explain::shortest(g.radius).c_str()) : t;
}

}  // namespace

std::string pairSentence(const AppState& s) {
  const auto& shapes = s.model.scene().shapes;
  const int a = s.model.pairA, b = s.model.pairB, n = static_cast<int>(shapes.size());
  if (a < 0 || b < 0 || a >= n || b >= n) return "";
  if (s.lesson.hidesAnswers())
    return format(tr(s, "%s and %s: answer the question first."), shapes[a].id.c_str(), shapes[b].id.c_str());
  const PairEntry* pe = s.model.pair(a, b);
  if (!pe) return "";
  const char *ia = shapes[a].id.c_str(), *ib = shapes[b].id.c_str();
  const PairResult& r = pe->result;
  if (!r.error.empty()) return format(tr(s, "%s and %s: %s"), ia, ib, trMessage(s, r.error).c_str());
  if (r.relation == Relation::Disjoint)
    return format(tr(s, "%s and %s are apart, %s from each other."), ia, ib,
                  explain::shortest(r.distance).c_str());
  std::string t = r.relation == Relation::Touching
                      ? format(tr(s, "%s and %s touch at %s."), ia, ib, pointsText(r.points).c_str())
                  : r.points.empty() ? format(tr(s, "%s and %s overlap."), ia, ib)
                                     : format(tr(s, "%s and %s overlap; their outlines cross at %s."), ia, ib,
                                              pointsText(r.points).c_str());
  if (r.containment == Containment::AInB) t.append(" ").append(format(tr(s, "%s lies inside %s."), ia, ib));
  if (r.containment == Containment::BInA) t.append(" ").append(format(tr(s, "%s lies inside %s."), ib, ia));
  if (r.containment == Containment::Equal) t.append(" ").append(tr(s, "They are the same set."));
  return t;
}

std::string canvasOutline(const AppState& s) {
  const explain::Language lang = s.explain.language;
  std::string out;
  if (const LessonPage* p = s.lesson.current()) {
    out.append(format(tr(s, "Lesson %s, page %d of %zu: %s"), s.lesson.lesson()->id.c_str(),
                      s.lesson.page + 1, s.lesson.lesson()->pages.size(), p->title.in(lang).c_str()))
        .append("\n")
        .append(p->caption.in(lang))
        .append("\n");
    if (p->question && s.lesson.hidesAnswers()) {
      out.append(format(tr(s, "Question: %s"), p->question->text.in(lang).c_str())).append("\n");
      if (p->question->number)
        out.append(format(tr(s, "Type the number to %d significant digits."), p->question->number->digits))
            .append("\n");
      for (size_t i = 0; i < p->question->choices.size(); ++i)
        out.append(format(tr(s, "Key %zu: %s"), i + 1, p->question->choices[i].in(lang).c_str()))
            .append("\n");
    } else if (p->task) {
      out.append(format(tr(s, "Task: %s"), p->task->text.in(lang).c_str())).append("\n");
      out.append(s.lesson.done ? format(tr(s, "Done: %s"), p->task->done.in(lang).c_str())
                               : std::string(tr(s, "Not done yet.")));
      out.append("\n");
    }
  }
  if (const std::string pair = pairSentence(s); !pair.empty()) out.append(pair).append("\n");
  const auto& shapes = s.model.scene().shapes;
  out.append(format(tr(s, "%zu shapes:"), shapes.size())).append("\n");
  for (size_t i = 0; i < shapes.size() && i < kSpokenShapes; ++i)
    out.append(shapes[i].id).append(": ").append(shapeText(s, shapes[i].shape)).append("\n");
  if (shapes.size() > kSpokenShapes)
    out.append(format(tr(s, "and %zu more"), shapes.size() - kSpokenShapes)).append("\n");
  return out;
}

bool Spoken::update(const AppState& s) {
  const bool japanese = s.explain.language == explain::Language::Japanese;
  const bool done = s.lesson.current() && s.lesson.done;
  const int page = s.lesson.active >= 0 ? s.lesson.active * 1000 + s.lesson.page : -1;
  if (s.model.revision() == revision_ && s.model.pairA == pairA_ && s.model.pairB == pairB_ &&
      page == page_ && s.lesson.choice == choice_ && japanese == japanese_ && done == taskDone_)
    return false;  // (nothing it says has changed: the text is not made again each frame)
  revision_ = s.model.revision(), pairA_ = s.model.pairA, pairB_ = s.model.pairB, page_ = page;
  choice_ = s.lesson.choice, japanese_ = japanese;
  std::string outline = canvasOutline(s), sentence = pairSentence(s), announce;
  if (sentence != sentence_) announce = sentence;
  if (done && !taskDone_)
    announce.append(announce.empty() ? "" : " ")
        .append(format(tr(s, "Done: %s"), s.lesson.current()->task->done.in(s.explain.language).c_str()));
  taskDone_ = done, sentence_ = sentence;
  if (outline == outline_ && announce.empty()) return false;
  outline_ = std::move(outline), announcement_ = std::move(announce);
  return true;
}

}  // namespace hitlab::app

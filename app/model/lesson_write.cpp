// lesson_write.cpp — a lesson as the file format's text (lesson.h's lessonToJson, docs/lessons.md), laid out
// as the bundled files are: a text on one line, a page's scene as scene files are written, so that a
// teacher's file reads and diffs like ours.
#include <nlohmann/json.hpp>

#include "hitlab/compare.h"
#include "hitlab/scene_io.h"
#include "lesson.h"

namespace hitlab::app {

namespace {

std::string quoted(const std::string& text) { return nlohmann::json(text).dump(); }

std::string textJson(const Text& t) {
  std::string out = "{\"en\": ";
  out.append(quoted(t.en)).append(", \"ja\": ").append(quoted(t.ja)).append("}");
  return out;
}

std::string pairJson(const std::string& a, const std::string& b) {
  std::string out = "[";
  out.append(quoted(a)).append(", ").append(quoted(b)).append("]");
  return out;
}

// Every line of `text` after the first indented by `indent` (a scene's own lines inside a page).
std::string indented(const std::string& text, const std::string& indent) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n') out += indent;
  }
  while (!out.empty() && (out.back() == ' ' || out.back() == '\n')) out.pop_back();
  return out;
}

// Members of one object, one per line at `indent`.
class Members {
 public:
  explicit Members(std::string indent) : indent_(std::move(indent)) {}
  void add(const std::string& key, const std::string& value) {
    if (!text_.empty()) text_ += ",\n";
    text_.append(indent_).append(quoted(key)).append(": ").append(value);
  }
  std::string object(const std::string& closingIndent) const {
    std::string out = "{\n";
    out.append(text_).append("\n").append(closingIndent).append("}");
    return out;
  }

 private:
  std::string indent_, text_;
};

std::string wantJson(const Want& w) {
  std::string out;
  const auto add = [&](const std::string& key, const std::string& value) {
    out.append(out.empty() ? "{" : ", ").append(quoted(key)).append(": ").append(value);
  };
  if (w.relation) add("relation", quoted(relationName(*w.relation)));
  if (w.containment) add("containment", quoted(containmentName(*w.containment)));
  if (w.formulaWrong) add("formulaWrong", "true");
  if (w.impact) add("impact", quoted(impactCaseName(*w.impact)));
  if (w.tunnels) add("tunnels", *w.tunnels ? "true" : "false");
  if (w.time) add("time", explain::shortest(*w.time));
  if (w.points) add("points", std::to_string(*w.points));
  if (w.firstSeparating) {
    std::string axis = "{\"owner\": \"";
    axis.append(1, w.firstSeparating->owner).append("\"");
    if (w.firstSeparating->edge) axis.append(", \"edge\": ").append(std::to_string(*w.firstSeparating->edge));
    add("firstSeparating", axis + "}");
  }
  return out.empty() ? "{}" : out + "}";
}

std::string questionJson(const Question& q, const std::string& indent) {
  Members m(indent + "  ");
  m.add("text", textJson(q.text));
  if (q.number) {
    std::string number = "{\"of\": ";
    number.append(quoted(numberOfName(q.number->of)))
        .append(", \"digits\": ")
        .append(std::to_string(q.number->digits))
        .append("}");
    m.add("number", number);
  } else {
    std::string choices = "[";
    for (std::size_t i = 0; i < q.choices.size(); ++i)
      choices.append(i ? ", " : "").append(textJson(q.choices[i]));
    m.add("choices", choices + "]");
    m.add("answer", std::to_string(q.answer));
  }
  m.add("why", textJson(q.why));
  return m.object(indent);
}

std::string taskJson(const Task& t, const LessonPage& page, const std::string& indent) {
  Members m(indent + "  ");
  m.add("text", textJson(t.text));
  if (t.a != page.a || t.b != page.b) m.add("pair", pairJson(t.a, t.b));
  m.add("want", wantJson(t.want));
  m.add("done", textJson(t.done));
  const auto xy = [](Vec2 v) {
    return std::string("[")
        .append(explain::shortest(v.x))
        .append(", ")
        .append(explain::shortest(v.y))
        .append("]");
  };
  std::string solution = "{\"shape\": ";
  solution.append(quoted(t.solutionShape));
  if (!t.solutionMotion || !(t.solutionBy == Vec2{0, 0}))
    solution.append(", \"by\": ").append(xy(t.solutionBy));
  if (t.solutionMotion) solution.append(", \"motion\": ").append(xy(*t.solutionMotion));
  m.add("solution", solution + "}");
  return m.object(indent);
}

std::string pageJson(const LessonPage& p) {
  const std::string indent = "      ";
  Members m(indent);
  m.add("title", textJson(p.title));
  m.add("caption", textJson(p.caption));
  if (p.after) m.add("after", textJson(*p.after));
  if (p.batch == 0 || !p.scene.shapes.empty()) m.add("scene", indented(sceneToJson(p.scene), indent));
  if (p.yDown) m.add("yDown", "true");
  if (!p.a.empty()) m.add("pair", pairJson(p.a, p.b));
  // (a range that starts after step 1 and runs to the end has no form in the file: the editor gives it
  // its last step)
  if (p.lastStep >= 0)
    m.add("steps", std::string("[")
                       .append(std::to_string(p.firstStep + 1))
                       .append(", ")
                       .append(std::to_string(p.lastStep + 1))
                       .append("]"));
  if (p.batch > 0) m.add("batch", std::to_string(p.batch));
  if (p.lock) m.add("lock", quoted(std::string(1, p.lock)));
  if (!p.snap) m.add("snap", "false");
  if (p.question) m.add("question", questionJson(*p.question, indent));
  if (p.task) m.add("task", taskJson(*p.task, p, indent));
  return m.object("    ");
}

}  // namespace

std::string lessonToJson(const Lesson& lesson) {
  Members m("  ");
  m.add("hitlab-lesson", "1");
  m.add("id", quoted(lesson.id));
  m.add("title", textJson(lesson.title));
  std::string article = "{\"title\": ";
  article.append(quoted(lesson.articleTitle)).append(", \"site\": ").append(quoted(lesson.articleSite));
  m.add("article", article + "}");
  std::string pages = "[";
  for (std::size_t i = 0; i < lesson.pages.size(); ++i)
    pages.append(i ? ",\n    " : "\n    ").append(pageJson(lesson.pages[i]));
  m.add("pages", pages + "\n  ]");
  return m.object("") + "\n";
}

}  // namespace hitlab::app

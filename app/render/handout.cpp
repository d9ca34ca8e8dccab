// handout.cpp — a lesson as a document to print (handout.h).
#include "handout.h"

#include <algorithm>

#include "../model/app_state.h"
#include "../model/file_actions.h"
#include "../model/scene_model.h"
#include "hitlab/atomic_save.h"
#include "palette.h"
#include "scene_view.h"
#include "svg_canvas.h"

namespace hitlab::app {

namespace {

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

// Paragraphs: the texts' "\n" starts a new one.
std::string paragraphs(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = text.find('\n', start);
    out.append("<p>").append(escaped(text.substr(start, end - start))).append("</p>");
    if (end == std::string::npos) return out;
    start = end + 1;
  }
}

std::string picture(const LessonPage& page) {
  if (page.scene.shapes.empty()) return "";
  SvgCanvas svg(640, 360);
  drawPagePicture(svg, page, 640, 360);
  return svg.text();
}

}  // namespace

void drawPagePicture(Canvas& canvas, const LessonPage& page, double width, double height) {
  SceneModel model;
  model.reset(page.scene, "");
  const auto& shapes = model.scene().shapes;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    if (shapes[i].id == page.a) model.pairA = i;
    if (shapes[i].id == page.b) model.pairB = model.selected = i;
  }
  Camera cam;
  cam.width = width, cam.height = height, cam.yDown = page.yDown;
  fitCamera(cam, shapes);
  ViewOptions view;
  view.hideAnswers = page.question.has_value();
  view.showSat = false;  // (a printed page: the shapes and the pair, not the overlay's intervals)
  view.showMotion = std::any_of(shapes.begin(), shapes.end(), [](const NamedShape& n) {
    return n.motion != Vec2{0, 0};
  });
  const PaletteScope paper(Theme::Light);
  drawScene(canvas, model, cam, view);
  canvas.flush();
}

const HandoutWords& handoutWords(explain::Language language) {
  static const HandoutWords en{"Article: ",
                               "Name: ",
                               "Page ",
                               "Question",
                               "Task",
                               "Why:",
                               "Done (checked in the app)",
                               "To ",
                               " significant digits: "};
  static const HandoutWords ja{
      "記事：",    "名前：", "ページ ", "問い", "課題", "理由：", "できた（アプリで確かめた）",
      "有効数字 ", " 桁で："};
  return language == explain::Language::Japanese ? ja : en;
}

std::string lessonHandout(const Lesson& lesson, explain::Language language) {
  const bool ja = language == explain::Language::Japanese;
  const HandoutWords& w = handoutWords(language);
  std::string html = "<!DOCTYPE html>\n<html lang=\"";
  html.append(ja ? "ja" : "en").append("\"><head><meta charset=\"utf-8\"><title>");
  html.append(escaped(lesson.id + " " + lesson.title.in(language))).append("</title>\n");
  html.append(
      "<style>body{font-family:'Noto Sans CJK JP',sans-serif;max-width:46em;margin:2em auto;line-height:1.5}"
      "section{page-break-after:always;break-after:page}section:last-child{page-break-after:auto}"
      "svg{width:100%;height:auto;border:1px solid #999}.answer{border:1px solid #999;min-height:5em;"
      "margin:.5em 0}.box{display:inline-block;width:1em;height:1em;border:1px solid #000;"
      "vertical-align:middle;margin-right:.4em}li{list-style:none;margin:.3em 0}</style></head><body>\n");
  html.append("<h1>").append(escaped(lesson.id + "  " + lesson.title.in(language))).append("</h1>\n");
  if (!lesson.articleTitle.empty())
    html.append("<p>").append(w.article).append(escaped(lesson.articleTitle)).append("</p>\n");
  html.append("<p>").append(w.name).append("______________________</p>\n");
  for (std::size_t i = 0; i < lesson.pages.size(); ++i) {
    const LessonPage& p = lesson.pages[i];
    html.append("<section>\n<h2>")
        .append(w.page)
        .append(std::to_string(i + 1))
        .append(": ")
        .append(escaped(p.title.in(language)))
        .append("</h2>\n");
    html.append(picture(p));
    html.append(paragraphs(p.caption.in(language))).append("\n");
    if (p.question) {
      const Question& q = *p.question;
      html.append("<h3>").append(w.question).append("</h3>\n");
      html.append(paragraphs(q.text.in(language)));
      if (q.number) {
        html.append("<p>")
            .append(w.digitsBefore)
            .append(std::to_string(q.number->digits))
            .append(w.digitsAfter)
            .append("______________</p>\n");
      } else {
        html.append("<ul>");
        for (const Text& c : q.choices)
          html.append("<li><span class=\"box\"></span>").append(escaped(c.in(language))).append("</li>");
        html.append("</ul>\n");
      }
      html.append("<p>").append(w.why).append("</p><div class=\"answer\"></div>\n");
    }
    if (p.task) {
      html.append("<h3>").append(w.task).append("</h3>\n");
      html.append(paragraphs(p.task->text.in(language)));
      html.append("<p><span class=\"box\"></span>")
          .append(w.done)
          .append("</p><div class=\"answer\"></div>\n");
    }
    html.append("</section>\n");
  }
  html.append("</body></html>\n");
  return html;
}

const Lesson* handoutLesson(const AppState& s) {
  return s.lesson.editor.open ? &s.lesson.editor.lesson() : s.lesson.lesson();
}

bool saveHandout(AppState& s, const std::string& path) {
  const Lesson* lesson = handoutLesson(s);
  if (!lesson) return false;
  try {
    saveTextAtomic(lessonHandout(*lesson, s.explain.language), path);
  } catch (const std::exception& e) {
    say(s, {"handout.not-written", {}, {messageOf(e)}});
    return false;
  }
  say(s, {"handout.wrote-html", {path}});
  s.wrote(path);
  return true;
}

}  // namespace hitlab::app

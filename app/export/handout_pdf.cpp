// handout_pdf.cpp — the handout on A4 (handout_pdf.h).
#include "handout_pdf.h"

#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>
#include <stdexcept>

#include "../model/app_state.h"
#include "../render/handout.h"
#include "cairo_canvas.h"

namespace hitlab::app {

namespace {

// A4 in points, its margins, the picture's size (the HTML handout's 640 x 360, scaled to the text's width).
constexpr double kPageWidth = 595.28, kPageHeight = 841.89, kMargin = 56;
constexpr double kTextWidth = kPageWidth - 2 * kMargin, kPictureHeight = kTextWidth * 360 / 640;

// Blocks laid out top to bottom, a new sheet when the next does not fit what is left of this one.
class Sheets {
 public:
  explicit Sheets(cairo_t* cr) : cr_(cr) {}

  void text(const std::string& text, double size, bool bold = false, double indent = 0) {
    std::unique_ptr<PangoLayout, decltype(&g_object_unref)> layout(pango_cairo_create_layout(cr_),
                                                                   &g_object_unref);
    PangoFontDescription* font = pango_font_description_from_string("Noto Sans CJK JP");
    pango_font_description_set_size(font, static_cast<int>(size * PANGO_SCALE));
    if (bold) pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD);
    pango_layout_set_font_description(layout.get(), font);
    pango_font_description_free(font);
    pango_layout_set_width(layout.get(), static_cast<int>((kTextWidth - indent) * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
    pango_layout_set_text(layout.get(), text.c_str(), -1);
    int w = 0, h = 0;
    pango_layout_get_size(layout.get(), &w, &h);
    const double height = static_cast<double>(h) / PANGO_SCALE;
    room(height);
    cairo_set_source_rgb(cr_, 0, 0, 0);
    cairo_move_to(cr_, kMargin + indent, y_);
    pango_cairo_show_layout(cr_, layout.get());
    y_ += height + size * 0.45;
  }
  // Paragraphs: the texts' "\n" starts a new one.
  void paragraphs(const std::string& text, double size) {
    std::size_t start = 0;
    for (;;) {
      const std::size_t end = text.find('\n', start);
      this->text(text.substr(start, end - start), size);
      if (end == std::string::npos) return;
      start = end + 1;
    }
  }
  // A box to tick and its words beside it.
  void tick(const std::string& words, double size) {
    room(size * 1.6);
    cairo_set_source_rgb(cr_, 0, 0, 0);
    cairo_set_line_width(cr_, 0.8);
    cairo_rectangle(cr_, kMargin + 2, y_ + size * 0.3, size, size);
    cairo_stroke(cr_);
    text(words, size, false, size * 1.8);
  }
  // Room to write an answer: a framed box.
  void answerBox(double height) {
    room(height);
    frame(height);
  }
  void picture(const LessonPage& page) {
    room(kPictureHeight);
    cairo_save(cr_);
    cairo_translate(cr_, kMargin, y_);
    cairo_scale(cr_, kTextWidth / 640, kPictureHeight / 360);
    cairo_rectangle(cr_, 0, 0, 640, 360);
    cairo_clip(cr_);
    {
      CairoCanvas canvas(cr_);
      drawPagePicture(canvas, page, 640, 360);
    }
    cairo_restore(cr_);
    frame(kPictureHeight);
  }
  void newSheet() {
    if (y_ == kMargin) return;
    cairo_show_page(cr_);
    y_ = kMargin;
  }
  void gap(double h) { y_ += h; }

 private:
  // A grey frame the text's width across and `height` down from here, and past it.
  void frame(double height) {
    cairo_set_source_rgb(cr_, 0.6, 0.6, 0.6);
    cairo_set_line_width(cr_, 0.8);
    cairo_rectangle(cr_, kMargin, y_, kTextWidth, height);
    cairo_stroke(cr_);
    y_ += height + 10;
  }
  void room(double height) {
    if (y_ + height > kPageHeight - kMargin) newSheet();
  }
  cairo_t* cr_;
  double y_ = kMargin;
};

}  // namespace

void writeHandoutPdf(const Lesson& lesson, explain::Language language, const std::string& path) {
  const HandoutWords& w = handoutWords(language);
  writePdf(path, kPageWidth, kPageHeight, lesson.id + " " + lesson.title.in(language), [&](cairo_t* cr) {
    Sheets sheets(cr);
    sheets.text(lesson.id + "  " + lesson.title.in(language), 18, true);
    if (!lesson.articleTitle.empty()) sheets.text(w.article + lesson.articleTitle, 10);
    sheets.text(std::string(w.name) + "______________________", 11);
    for (std::size_t i = 0; i < lesson.pages.size(); ++i) {
      const LessonPage& p = lesson.pages[i];
      if (i > 0) sheets.newSheet();
      sheets.gap(6);
      sheets.text(w.page + std::to_string(i + 1) + ": " + p.title.in(language), 14, true);
      if (!p.scene.shapes.empty()) sheets.picture(p);
      sheets.paragraphs(p.caption.in(language), 11);
      if (p.question) {
        const Question& q = *p.question;
        sheets.text(w.question, 12, true);
        sheets.paragraphs(q.text.in(language), 11);
        if (q.number)
          sheets.text(w.digitsBefore + std::to_string(q.number->digits) + w.digitsAfter + "______________",
                      11);
        else
          for (const Text& c : q.choices) sheets.tick(c.in(language), 11);
        sheets.text(w.why, 11);
        sheets.answerBox(70);
      }
      if (p.task) {
        sheets.text(w.task, 12, true);
        sheets.paragraphs(p.task->text.in(language), 11);
        sheets.tick(w.done, 11);
        sheets.answerBox(70);
      }
    }
    cairo_show_page(cr);
  });
}

bool saveHandoutPdf(AppState& s, const std::string& path) {
  const Lesson* lesson = handoutLesson(s);
  if (!lesson) return false;
  try {
    writeHandoutPdf(*lesson, s.explain.language, path);
  } catch (const std::exception& e) {
    say(s, {"handout.not-written", {}, {messageOf(e)}});
    return false;
  }
  say(s, {"handout.wrote-pdf", {path}});
  s.wrote(path);
  return true;
}

}  // namespace hitlab::app

// Pictures without a display (issue 53; app/export/pictures.h, handout_pdf.h): the scene drawn through cairo
// on the theme's background, one picture per Explain step with the step's paragraph below it, the files by
// their endings; and the handout's PDF pages, read back with poppler's pdftotext: every page's title, its
// question's choices and its task, never the answer's why.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "files.h"

#include "export/app_animations.h"
#include "export/handout_pdf.h"
#include "export/pictures.h"
#include "hitlab/explain.h"
#include "model/app_state.h"
#include "model/lesson.h"
#include "render/palette.h"

namespace hitlab::test {
namespace {

using app::PictureRequest;
namespace fs = std::filesystem;

fs::path picturePath(const std::string& name) { return freshPath("hitlab-picture-tests", name); }

// What poppler reads of a PDF: its text, or its page count.
std::string pdfTool(const std::string& command, const fs::path& pdf) {
  std::string out;
  if (FILE* p = popen((command + " '" + pdf.string() + "' - 2>&1").c_str(), "r")) {
    char buf[4096];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
    pclose(p);
  }
  return out;
}
int pdfPages(const fs::path& pdf) {
  std::string info;
  if (FILE* p = popen(("pdfinfo '" + pdf.string() + "' 2>&1").c_str(), "r")) {
    char buf[4096];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) info.append(buf, n);
    pclose(p);
  }
  const auto at = info.find("Pages:");
  return at == std::string::npos ? -1 : std::atoi(info.c_str() + at + 6);
}

NamedShape named(const std::string& id, Shape s) {
  NamedShape n;
  n.id = id, n.shape = std::move(s);
  return n;
}

// Two circles that touch, and a segment apart.
PictureRequest twoCircles() {
  PictureRequest r;
  r.scene.shapes = {named("A", Circle{{0, 0}, 1}), named("B", Circle{{2, 0}, 1}),
                    named("s", Segment{{-3, 3}, {-2, 3}})};
  r.a = 0, r.b = 1;
  r.width = 480, r.height = 300;
  return r;
}

std::array<int, 3> pixel(const app::AnimationFrame& f, int x, int y) {
  const std::uint8_t* p = &f.rgba[(static_cast<std::size_t>(y) * f.width + x) * 4];
  return {p[0], p[1], p[2]};
}
std::array<int, 3> rgb(app::Color c) {
  return {static_cast<int>(std::lround(c.r * 255)), static_cast<int>(std::lround(c.g * 255)),
          static_cast<int>(std::lround(c.b * 255))};
}

TEST(Pictures, TheSceneOnItsThemesBackgroundItsShapesTinted) {
  for (app::Theme theme : {app::Theme::Dark, app::Theme::Light}) {
    PictureRequest r;
    r.scene.shapes = {named("c", Circle{{5, 5}, 2})};
    r.width = 200, r.height = 120, r.theme = theme;
    const app::AnimationFrame f = app::renderPicture(r, 0);
    ASSERT_EQ(f.width, 200);
    ASSERT_EQ(f.height, 120);
    // (a corner: the background or a grid line, never the shape; the centre: the fitted circle's tint;
    // cairo takes a colour to 8 bits by its own rounding, one unit off ours at most)
    const auto background = rgb(app::paletteOf(theme).background);
    auto isBackground = [&](std::array<int, 3> p) {
      for (int c = 0; c < 3; ++c)
        if (std::abs(p[c] - background[c]) > 1) return false;
      return true;
    };
    int backgroundPixels = 0;
    for (int y = 0; y < 8; ++y)
      for (int x = 0; x < 8; ++x) backgroundPixels += isBackground(pixel(f, x, y));
    EXPECT_GT(backgroundPixels, 40) << app::themeName(theme);
    EXPECT_FALSE(isBackground(pixel(f, 100, 60))) << app::themeName(theme);
  }
}

TEST(Pictures, EveryExplainStepIsAPictureAndTheStepsDiffer) {
  PictureRequest r = twoCircles();
  r.explain = true;
  const explain::Explanation e = explain::explain(r.scene.shapes[0].shape, r.scene.shapes[1].shape, "A", "B");
  ASSERT_GE(e.steps.size(), 2u);
  ASSERT_EQ(app::pictureCount(r), static_cast<int>(e.steps.size()));
  const app::AnimationFrame first = app::renderPicture(r, 0), second = app::renderPicture(r, 1);
  EXPECT_NE(first.rgba, second.rgba);  // (another paragraph and other marks)
  r.explain = false;
  EXPECT_EQ(app::pictureCount(r), 1);
  EXPECT_NE(app::renderPicture(r, 0).rgba, first.rgba);  // (no paragraph, no marks)
}

TEST(Pictures, EachEndingItsFileAndOneFileAsksWhichStep) {
  PictureRequest r = twoCircles();
  r.explain = true;
  const int steps = app::pictureCount(r);
  const fs::path png = picturePath("one.png"), pdf = picturePath("steps.pdf"),
                 webp = picturePath("steps.webp"), svg = picturePath("one.svg"),
                 folder = picturePath("frames");
  try {
    app::writePictures(r, png.string(), 1000);
    FAIL() << "a .png of " << steps << " steps without a step";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("--step N"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(fs::exists(png));
  EXPECT_THROW(app::writePictures(r, png.string(), 1000, steps + 1), std::runtime_error);
  app::writePictures(r, png.string(), 1000, 2);
  EXPECT_EQ(bytesOf(png).substr(1, 3), "PNG");
  app::writePictures(r, svg.string(), 1000, 2);
  EXPECT_EQ(bytesOf(svg).substr(0, 4), "<svg");
  app::writePictures(r, pdf.string(), 1000);
  EXPECT_EQ(bytesOf(pdf).substr(0, 5), "%PDF-");
  EXPECT_EQ(pdfPages(pdf), steps);
  app::writePictures(r, webp.string(), 1000);
  EXPECT_EQ(bytesOf(webp).substr(8, 4), "WEBP");
  app::writePictures(r, folder.string(), 1000);
  EXPECT_TRUE(fs::exists(folder / "frame-001.png"));
  EXPECT_TRUE(fs::exists(folder / ("frame-00" + std::to_string(steps) + ".png")));
  EXPECT_FALSE(fs::exists(folder / ("frame-00" + std::to_string(steps + 1) + ".png")));
  r.width = 8;
  EXPECT_THROW(app::writePictures(r, pdf.string(), 1000), std::runtime_error);
}

TEST(Pictures, ADragIsAPictureAStateAndARevealHidesThenShows) {
  PictureRequest r = twoCircles();
  r.trailShape = 1;
  for (double x : {4.0, 3.0, 2.0}) r.trail.push_back(named("B", Circle{{x, 0}, 1}));
  ASSERT_EQ(app::pictureCount(r), 3);
  const app::AnimationFrame apart = app::renderPicture(r, 0), touching = app::renderPicture(r, 2);
  EXPECT_NE(apart.rgba, touching.rgba);
  EXPECT_EQ(app::renderPicture(r, 2).rgba, touching.rgba);  // (the same state: the same picture)
  r.trail = {r.scene.shapes[1]};
  EXPECT_EQ(app::pictureCount(r), 1);
  PictureRequest reveal = twoCircles();
  reveal.reveal = true;
  ASSERT_EQ(app::pictureCount(reveal), 2);
  EXPECT_NE(app::renderPicture(reveal, 0).rgba, app::renderPicture(reveal, 1).rgba);  // (tints hidden, shown)
  PictureRequest plain = twoCircles();
  EXPECT_EQ(app::renderPicture(reveal, 1).rgba, app::renderPicture(plain, 0).rgba);
}

// File > Export animation at a chosen size: the canvas's view zoomed so that what it shows fits, each
// picture of that size; the canvas's own size when none is chosen.
TEST(AppAnimations, AChosenSizeDrawsTheCanvasesViewFittedAndExplainsStepsAtIt) {
  app::AppState s;
  s.model.replaceShapes(twoCircles().scene.shapes, {"command.add", {"c"}});
  s.model.pairA = 0, s.model.pairB = 1;
  s.cam.canvasLo = {0, 0}, s.cam.canvasHi = {800, 600};
  s.cam.center = {1, 0}, s.cam.zoom = 50;
  PictureRequest r = app::canvasRequest(s);
  EXPECT_EQ(r.width, 800);
  EXPECT_EQ(r.height, 600);
  ASSERT_TRUE(r.view);
  EXPECT_EQ(r.view->zoom, 50);
  s.animationAtCanvasSize = false;
  s.animationWidth = 400, s.animationHeight = 600;  // (half as wide: half the zoom keeps the width in view)
  r = app::canvasRequest(s);
  EXPECT_EQ(r.width, 400);
  EXPECT_EQ(r.height, 600);
  EXPECT_EQ(r.view->zoom, 25);
  EXPECT_EQ(r.view->center, (Vec2{1, 0}));
  s.animationWidth = 1600, s.animationHeight = 900;  // (wider and taller: the height decides)
  EXPECT_EQ(app::canvasRequest(s).view->zoom, 75);
  // Explain's steps drawn at it: one PNG per step, each 320 x 200.
  s.animationWidth = 320, s.animationHeight = 200;
  const fs::path frames = picturePath("chosen-size");
  ASSERT_TRUE(app::exportStepsAnimation(s, frames.string(), 500)) << s.message;
  r.explain = true;
  const int steps = app::pictureCount(r);
  ASSERT_GT(steps, 1);
  EXPECT_EQ(s.message, "wrote " + frames.string() + " (" + std::to_string(steps) + " steps)");
  int pngs = 0;
  for (const auto& e : fs::directory_iterator(frames)) {
    const std::string png = bytesOf(e.path());
    ASSERT_GE(png.size(), 24u);
    const auto be32 = [&](std::size_t at) {
      return (static_cast<unsigned char>(png[at]) << 24) | (static_cast<unsigned char>(png[at + 1]) << 16) |
             (static_cast<unsigned char>(png[at + 2]) << 8) | static_cast<unsigned char>(png[at + 3]);
    };
    EXPECT_EQ(be32(16), 320u) << e.path();
    EXPECT_EQ(be32(20), 200u) << e.path();
    ++pngs;
  }
  EXPECT_EQ(pngs, steps);
  // No pair: said, nothing written.
  s.model.pairA = s.model.pairB = -1;
  EXPECT_FALSE(app::exportStepsAnimation(s, picturePath("no-pair").string(), 500));
  EXPECT_FALSE(fs::exists(picturePath("no-pair")));
}

// The PDF's text as poppler extracts it, its line breaks and spaces taken out (a paragraph wraps anywhere).
std::string squeezed(const std::string& text) {
  std::string out;
  for (char c : text)
    if (c != '\n' && c != ' ' && c != '\f') out += c;
  return out;
}

TEST(HandoutPdf, EveryPageTitleChoiceAndTaskInTheTextAndNoAnswerGivenAway) {
  const std::vector<app::Lesson> lessons = app::loadLessons(HITLAB_LESSONS_DIR);
  ASSERT_GE(lessons.size(), 5u);
  for (const app::Lesson& l : lessons)
    for (explain::Language lang : {explain::Language::English, explain::Language::Japanese}) {
      const fs::path pdf = picturePath(l.id + (lang == explain::Language::Japanese ? "-ja.pdf" : "-en.pdf"));
      app::writeHandoutPdf(l, lang, pdf.string());
      EXPECT_GE(pdfPages(pdf), static_cast<int>(l.pages.size())) << l.id;  // (a sheet or more a page)
      const std::string text = squeezed(pdfTool("pdftotext", pdf));
      EXPECT_NE(text.find(squeezed(l.title.in(lang))), std::string::npos) << l.id;
      for (std::size_t i = 0; i < l.pages.size(); ++i) {
        const app::LessonPage& p = l.pages[i];
        const std::string where = l.id + " page " + std::to_string(i + 1);
        EXPECT_NE(text.find(squeezed(p.title.in(lang))), std::string::npos) << where;
        if (p.question) {
          for (const app::Text& c : p.question->choices)
            EXPECT_NE(text.find(squeezed(c.in(lang))), std::string::npos) << where;
          if (!p.question->why.in(lang).empty()) {
            EXPECT_EQ(text.find(squeezed(p.question->why.in(lang))), std::string::npos)
                << where << ": the answer's why is in the handout";
          }
        }
        if (p.task) {
          EXPECT_NE(text.find(squeezed(p.task->text.in(lang))), std::string::npos) << where;
        }
      }
    }
}

TEST(HandoutPdf, AFolderThatCannotBeWrittenSaysSoAndLeavesNothing) {
  const std::vector<app::Lesson> lessons = app::loadLessons(HITLAB_LESSONS_DIR);
  ASSERT_FALSE(lessons.empty());
  const fs::path pdf = fs::path("/proc/no-such-folder/handout.pdf");
  try {
    app::writeHandoutPdf(lessons[0], explain::Language::English, pdf.string());
    FAIL() << "written to " << pdf;
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(pdf.string()), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace hitlab::test

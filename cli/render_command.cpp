// render_command.cpp — `hitlab-cli render` (render_command.h).
#include "render_command.h"

#include <cstdio>
#include <stdexcept>

#include "export/pictures.h"
#include "hitlab/scene_io.h"
#include "model/lesson.h"

namespace hitlab::cli {

namespace {

int indexOf(const Scene& scene, const std::string& file, const std::string& id) {
  for (std::size_t i = 0; i < scene.shapes.size(); ++i)
    if (scene.shapes[i].id == id) return static_cast<int>(i);
  throw SceneError(file + ": no shape with id '" + id + "' (--pair)");
}

// The lesson's page as the lesson shows it: its scene, view, y axis and pair.
void lessonPage(const RenderOptions& opt, app::PictureRequest& r) {
  const app::Lesson lesson = app::loadLesson(opt.lesson);
  const int pages = static_cast<int>(lesson.pages.size());
  if (opt.page < 1 || opt.page > pages)
    throw std::runtime_error("--page " + std::to_string(opt.page) + ": " + opt.lesson + " has pages 1 to " +
                             std::to_string(pages));
  const app::LessonPage& page = lesson.pages[opt.page - 1];
  if (page.scene.shapes.empty())
    throw std::runtime_error("--page " + std::to_string(opt.page) + ": " + opt.lesson +
                             ": the page shows the batch view, not a scene");
  r.scene = page.scene;
  r.view = page.scene.view, r.yDown = page.yDown;
  for (int i = 0; i < static_cast<int>(r.scene.shapes.size()); ++i) {
    if (r.scene.shapes[i].id == page.a) r.a = i;
    if (r.scene.shapes[i].id == page.b) r.b = i;
  }
  if (r.a < 0 || r.b < 0) r.a = r.b = -1;
  r.reveal = !opt.explain;
}

}  // namespace

int renderPictures(const RenderOptions& opt) {
  app::PictureRequest r;
  if (opt.lesson.empty() == opt.scene.empty())
    throw std::runtime_error("a scene file, or --lesson FILE (one of them)");
  if (!opt.lesson.empty() && !opt.pair.empty())
    throw std::runtime_error("--pair with --lesson: the page's own pair is drawn");
  if (opt.page != 1 && opt.lesson.empty()) throw std::runtime_error("--page needs --lesson");
  if (!opt.lesson.empty())
    lessonPage(opt, r);
  else
    r.scene = loadScene(opt.scene);
  if (!opt.pair.empty()) {
    const auto comma = opt.pair.find(',');
    if (comma == std::string::npos) throw std::runtime_error("--pair " + opt.pair + ": two ids, A,B");
    r.a = indexOf(r.scene, opt.scene, opt.pair.substr(0, comma));
    r.b = indexOf(r.scene, opt.scene, opt.pair.substr(comma + 1));
  }
  if (opt.explain && r.a < 0) throw std::runtime_error("--explain needs --pair A,B (the pair it explains)");
  if (opt.step > 0 && !opt.explain && !r.reveal)
    throw std::runtime_error("--step needs --explain or --lesson");
  r.explain = opt.explain;
  if (std::sscanf(opt.size.c_str(), "%dx%d", &r.width, &r.height) != 2)
    throw std::runtime_error("--size " + opt.size + ": WIDTHxHEIGHT in pixels, e.g. 960x600");
  r.language = opt.language == "ja" ? explain::Language::Japanese : explain::Language::English;
  r.theme = opt.theme == "light"           ? app::Theme::Light
            : opt.theme == "high-contrast" ? app::Theme::HighContrast
                                           : app::Theme::Dark;
  app::writePictures(r, opt.out, opt.frameMs, opt.step);
  const int count = opt.step > 0 ? 1 : app::pictureCount(r);
  std::printf("wrote %s (%d picture%s, %dx%d)\n", opt.out.c_str(), count, count == 1 ? "" : "s", r.width,
              r.height);
  return 0;
}

}  // namespace hitlab::cli

// lesson_progress.cpp — a student's progress in a lesson (lesson_progress.h).
#include "lesson_progress.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "hitlab/atomic_save.h"

namespace hitlab::app {

namespace {

namespace fs = std::filesystem;

std::string fileOf(const std::string& stateDir, const Lesson& lesson) {
  return stateDir + "/lesson-progress/" + progressKey(lesson) + ".json";
}

}  // namespace

bool LessonProgress::started() const {
  for (const PageProgress& p : pages)
    if (p.choice >= 0 || p.done) return true;
  return false;
}

std::string progressKey(const Lesson& lesson) {
  std::uint64_t hash = 14695981039346656037ull;  // (FNV-1a over the lesson's text)
  for (unsigned char c : lessonToJson(lesson)) hash = (hash ^ c) * 1099511628211ull;
  std::string id;
  for (char c : lesson.id)
    id += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ? c : '_';
  char tail[20];
  std::snprintf(tail, sizeof tail, "-%016llx", static_cast<unsigned long long>(hash));
  return id.substr(0, 64) + tail;
}

LessonProgress loadProgress(const std::string& stateDir, const Lesson& lesson) {
  LessonProgress progress;
  progress.pages.resize(lesson.pages.size());
  if (stateDir.empty()) return progress;
  std::ifstream in(fileOf(stateDir, lesson));
  if (!in) return progress;
  try {
    const nlohmann::json v = nlohmann::json::parse(in);
    const int pages = static_cast<int>(lesson.pages.size());
    progress.page = std::clamp(v.at("page").get<int>(), 0, pages - 1);
    const auto& list = v.at("pages");
    for (int i = 0; i < pages && i < static_cast<int>(list.size()); ++i) {
      const Question* q = lesson.pages[i].question ? &*lesson.pages[i].question : nullptr;
      const int choices = !q ? 0 : q->number ? 2 : static_cast<int>(q->choices.size());
      if (q && q->number && list[i].contains("typed"))
        progress.pages[i].typed = list[i]["typed"].get<std::string>();
      const int choice = list[i].at("choice").get<int>();
      progress.pages[i].choice = choice >= 0 && choice < choices ? choice : -1;
      progress.pages[i].done = lesson.pages[i].task && list[i].at("done").get<bool>();
    }
  } catch (const std::exception&) {
    return LessonProgress{0, std::vector<PageProgress>(lesson.pages.size())};  // (unreadable: afresh)
  }
  return progress;
}

void saveProgress(const std::string& stateDir, const Lesson& lesson, const LessonProgress& progress) {
  if (stateDir.empty()) return;
  std::error_code ec;
  fs::create_directories(stateDir + "/lesson-progress", ec);
  nlohmann::json pages = nlohmann::json::array();
  for (const PageProgress& p : progress.pages) {
    nlohmann::json page = {{"choice", p.choice}, {"done", p.done}};
    if (!p.typed.empty()) page["typed"] = p.typed;
    pages.push_back(page);
  }
  const nlohmann::json v = {{"lesson", lesson.id}, {"page", progress.page}, {"pages", pages}};
  saveTextAtomic(v.dump() + "\n", fileOf(stateDir, lesson));
}

void forgetProgress(const std::string& stateDir, const Lesson& lesson) {
  std::error_code ec;
  if (!stateDir.empty()) fs::remove(fileOf(stateDir, lesson), ec);
}

std::string answersSummary(const Lesson& lesson, const LessonProgress& progress, explain::Language language) {
  const bool ja = language == explain::Language::Japanese;
  std::ostringstream out;
  out << "# " << lesson.id << "  " << lesson.title.in(language) << "\n";
  int asked = 0, right = 0, tasks = 0, done = 0;
  for (std::size_t i = 0; i < lesson.pages.size(); ++i) {
    const LessonPage& p = lesson.pages[i];
    if (!p.question && !p.task) continue;
    const PageProgress given = i < progress.pages.size() ? progress.pages[i] : PageProgress{};
    out << "\n## " << (ja ? "ページ " : "Page ") << i + 1 << ": " << p.title.in(language) << "\n";
    if (p.question) {
      ++asked;
      const Question& q = *p.question;
      out << (ja ? "- 問い：" : "- Question: ") << q.text.in(language) << "\n";
      if (given.choice < 0) {
        out << (ja ? "  - 答え：（まだ答えていません）\n" : "  - Answer: (not answered yet)\n");
      } else {
        const bool ok = given.choice == q.answer;
        right += ok;
        out << (ja ? "  - 答え：" : "  - Answer: ")
            << (q.number ? given.typed : q.choices[given.choice].in(language))
            << (ok ? (ja ? "（正解）" : " (right)") : (ja ? "（不正解）" : " (not right)")) << "\n";
      }
    }
    if (p.task) {
      ++tasks;
      done += given.done;
      out << (ja ? "- 課題：" : "- Task: ") << p.task->text.in(language) << "\n"
          << (given.done ? (ja ? "  - できました（厳密に判定）\n" : "  - Done (decided exactly)\n")
                         : (ja ? "  - まだです\n" : "  - Not done yet\n"));
    }
  }
  out << "\n"
      << (ja ? "正解した問い：" : "Questions answered right: ") << right << " / " << asked << "; "
      << (ja ? "できた課題：" : "tasks done: ") << done << " / " << tasks << "\n";
  return out.str();
}

}  // namespace hitlab::app

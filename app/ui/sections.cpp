// sections.cpp — the registry of the sidebar's sections (sections.h).
#include "sections.h"

#include "lesson_section.h"

namespace hitlab::app {

namespace {
// A function's static, not a namespace-scope vector: the sections' static objects run before main in an
// order no one chooses, and the first of them may come before this file's own globals are built.
std::vector<Section>& registry() {
  static std::vector<Section> all;
  return all;
}
}  // namespace

bool registerSection(const Section& section) {
  std::vector<Section>& all = registry();
  auto at = all.begin();
  while (at != all.end() && at->order <= section.order) ++at;
  all.insert(at, section);
  return true;
}

const std::vector<Section>& sections() { return registry(); }

bool shows(const Section& section, const AppState& s) {
  if (s.embed && !section.inEmbed) return false;
  // (while a lesson's question waits, the other sections would give its answer away)
  if (s.lesson.hidesAnswers() && section.order != kLessonOrder) return false;
  return section.visible ? section.visible(s) : !s.batch.on;
}

void updateSections(AppState& s) {
  for (const Section& section : sections())
    if (section.update) section.update(s);
}

}  // namespace hitlab::app

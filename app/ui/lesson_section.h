// lesson_section.h — the Lesson section (lesson_section.cpp): what the menus and the sidebar need of it.
#pragma once

#include "../model/app_state.h"

namespace hitlab::app {

/// The Lesson section's order: above every other section (sections.h).
constexpr int kLessonOrder = 5;
/// Help > Lessons (each lesson by id and title) and Help > Glossary.
void lessonsMenu(AppState& s);
/// Whether the open lesson has a page `delta` pages on; turning to it (nothing when there is none).
bool canTurnLessonPage(const AppState& s, int delta);
void turnLessonPage(AppState& s, int delta);
/// The glossary's window, when open.
void glossaryWindow(AppState& s);
/// The "My answers" window, when open: the summary of the student's progress, to copy or save.
void answersWindow(AppState& s);
/// File > Copy lesson link (the page): the whole lesson in a link, compressed, opening at `page` (1-based: a
/// student's own page, or a teacher's lesson from its start); too long a one is refused.
void copyLessonLink(AppState& s, const Lesson& lesson, int page);

}  // namespace hitlab::app

// ui_text.h — the interface's words in English and Japanese, side by side in one table (ui_text.cpp), so a
// translator sees both. A label is written in English where it is used, tr(s, "Next page >"), and shown in
// the language chosen (View > Language). The Japanese of every row is in the fonts' texts (japanese_text.h).
// A row may be a printf format: its Japanese has the same conversions in the same order
// (tests/test_ui_text.cpp). The status bar's messages (AppState::message, written in English by the model)
// are translated where they are drawn, by their known forms: trMessage.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "hitlab/message.h"

namespace hitlab::app {

struct AppState;
struct LessonProblem;

struct UiText {
  const char* en;
  const char* ja;
};

/// Every row of the table.
const std::vector<UiText>& uiTexts();
/// `english` in the language chosen: its row's Japanese, or `english` itself when the table has no row
/// (tests/test_lessons.cpp holds every tr() literal of app/ui to a row).
const char* tr(const AppState& s, const char* english);
/// printf into a string (a tr() format with its values).
std::string format(const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/// A status bar message in the language chosen: `english` itself in English; in Japanese, the message's
/// known form translated (file names, numbers, ids and quoted values kept), or `english` when its form is
/// not known.
std::string trMessage(const AppState& s, const std::string& english);
/// The Japanese of a message (trMessage's when Japanese is chosen): the scene loader's errors
/// (core/src/scene/scene_read.cpp), the file actions', the autosave's, the lessons', an undo label's.
std::string japaneseMessage(const std::string& english);
/// A message by id in Japanese, the core's (hitlab/message.h) or the app's (model/app_messages.h), from its
/// id, arguments and inner messages; its English when the id has no Japanese yet
/// (UiTextMessages.EveryCoreMessageIdIsInJapanese fails then).
std::string japaneseOf(const Message& m);
/// A message by id in the language chosen.
std::string trSaid(const AppState& s, const Message& m);
/// A lesson editor's problem in the language chosen (the page's title as written in it).
std::string trLessonProblem(const AppState& s, const LessonProblem& p);
/// The Japanese form of an id ({1}, {2}, ... where its arguments go), empty when it has none; the ids that
/// have one.
std::string_view japaneseForm(std::string_view id);
std::vector<std::string_view> japaneseMessageIds();
/// The same for a judge's assessment (hitlab/judge.h: assessmentForms; japaneseOf words them).
std::string_view assessmentJapaneseForm(std::string_view id);
std::vector<std::string_view> assessmentJapaneseIds();
/// The Japanese that japaneseMessage can write besides what it keeps from the English (for the fonts:
/// japanese_text.cpp).
std::string messagesJapaneseText();
/// An undo label (Command::label: command.drag, command.edit with c1) in the language chosen.
std::string trCommand(const AppState& s, const Message& label);

}  // namespace hitlab::app

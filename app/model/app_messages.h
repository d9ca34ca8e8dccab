// app_messages.h — what the app itself says to a user, by id and arguments (issue 53), as the core says its
// own (hitlab/message.h): made where it is made as an id and the parts from the input, and worded by id from
// one table that holds each form's English and Japanese side by side. The families: a lesson file's and the
// lesson editor's problems (lesson.*), the lesson editor's status lines (editor.*), the files (files.*), the
// autosave (autosave.*), animations and handouts (export.*, handout.*), the scene's status lines (app.*,
// invariants.*), a message at a place (app.at) and text from elsewhere (app.text: an exception's own words,
// read back by the forms in each language).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "hitlab/message.h"
#include "hitlab/snap.h"

namespace hitlab::app {

/// An app form: its id, English and Japanese ({1}, {2}, ...: the arguments, then the inner messages).
struct AppMessageForm {
  std::string_view id, english, japanese;
};
/// Every form the app makes, in one table.
const std::vector<AppMessageForm>& appMessageForms();
/// The app's form of an id, or null.
const AppMessageForm* appForm(std::string_view id);
/// The message in English: an app form's, else the core's (hitlab::english).
std::string appEnglish(const Message& m);
/// A message that is only text from elsewhere (an exception's what()): app.text.
Message textMessage(std::string text);
/// The undo label of a snap (Edit > Make degenerate) of shape `id`: command.snap-*.
Message snapCommandLabel(snap::Kind kind, std::string id);

/// An error that says a message by id: what() is its English.
struct MessageError : std::runtime_error {
  explicit MessageError(Message m);
  Message message;
};
/// What went wrong, by id: a MessageError's message, a SaveError's (app.at: "FILE: ..."), a LessonError's
/// message(), or any other exception's text (app.text).
Message messageOf(const std::exception& e);

}  // namespace hitlab::app

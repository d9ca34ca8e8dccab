// message.h — what the core says to a user, by id and arguments (issue 53): each message is made where it is
// made as its form's id and the parts taken from the input ({1}, {2}, ...), and each language words it by id
// from a table: English here, the core's own (what().what the CLI prints), Japanese in the app's
// (app/ui/ui_text.cpp), whose test fails when an id of this table has no text there. The families so far:
// what is wrong with a field of a scene file (scene.*), and with the file itself (file.*: it cannot be read,
// its size, its JSON text), both SceneError::problem; why a polygon cannot be used (polygon.*,
// polygonProblemMessage) and a shape's problem (shape.*); what a snap did (snap.*, snap::Result::message);
// why a file was not saved (save.*, SaveError).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace hitlab {

struct Message {
  std::string id;                 ///< its form, e.g. "scene.expected-number"
  std::vector<std::string> args;  ///< put where the form says {1}, {2}, ... (as the input spelled them)
  /// Messages within this one, after the arguments ({args.size() + 1}, ...), each worded in the same
  /// language.
  std::vector<Message> inner = {};
};

/// A form and its English, "expected a number, got {1}".
struct MessageForm {
  std::string_view id, english;
};
/// Every form the core makes, in one table.
const std::vector<MessageForm>& messageForms();
/// The English form of an id; empty for an id not in the table.
std::string_view englishForm(std::string_view id);
/// A form with its arguments put in place of {1}, {2}, ... ({n} past the arguments: left as it is).
std::string fillForm(std::string_view form, const std::vector<std::string>& args);
/// m's arguments put in `form`, then its inner messages as `word` words each (a language's own wording).
std::string fillForm(std::string_view form, const Message& m, std::string (*word)(const Message&));
/// The message in English (its id itself when unknown), its inner messages too.
std::string english(const Message& m);

}  // namespace hitlab

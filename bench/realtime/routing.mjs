// The chat routing both bare baselines do (relay.mjs over `ws`, socketio-relay.mjs over Socket.IO):
// a message to an interlocutor goes into their personal dialog, found or made in memory, and every
// member hears it, its sender too (their other tabs), as the server's ChatEvents.newMessage does.

/** "a:b" (a < b) → { id, members } */
const dialogs = new Map()
let nextMessageId = 1

function dialogOf(a, b) {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`
  let dialog = dialogs.get(key)
  if (!dialog) {
    dialog = { id: dialogs.size + 1, members: [a, b] }
    dialogs.set(key, dialog)
  }
  return dialog
}

/**
 * The message `from` sent (`{ interlocutor, text, clientId }`): the members to tell, the event they
 * hear and the acknowledgement the sender gets.
 */
export function route(from, sent) {
  const dialog = dialogOf(from, sent.interlocutor)
  const message = {
    id: nextMessageId++,
    dialogId: dialog.id,
    ownerId: from,
    text: sent.text,
    createdAt: new Date().toISOString(),
  }
  return {
    members: dialog.members,
    event: { dialog: dialog.id, message, action: null, clientId: sent.clientId },
    ack: { ok: true, message },
  }
}

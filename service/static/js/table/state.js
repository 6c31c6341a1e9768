// The table's state: one object, `app`, holds everything the table's modules share (what
// was last drawn, the choices on show, the replay, the stream), so no module keeps state
// of its own. The page's fixed elements and the viewer's seat are here too.
import { loadPlayer, loadSeat } from "../api.js";

export const $ = (id) => document.getElementById(id);

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");

export const app = {
  // The page.
  root: $("table"),
  board: $("board"),
  errors: $("errors"),
  gameId,
  gamePath: `/games/${encodeURIComponent(gameId)}`,

  // Who is looking, and how the board is drawn.
  seat: loadSeat(gameId), // {seat, token} | null (token: the seat's, or the player key that holds it)
  renderer: null, // the game's module: {title, render(state, ctx)}
  catalogue: {}, // the game type's catalogue (the static faces its views name by id), read once
  typeTitle: null,

  // What the live table last drew.
  liveState: null,
  liveLegal: null, // legal-actions body, or null when the viewer decides nothing now
  latest: 0, // the game's latest version
  lastEvent: 0, // the last stream event's version
  finished: false,
  firstDraw: true,
  drawnKey: null, // what the live board shows: not drawn again for the same state
  abandonedWhy: null, // the summary's reason for an abandoned game, read once

  // Reading the live state (live.js).
  refreshing: null, // the read under way, or null
  again: false, // read once more when it ends
  eventMark: null, // the performance mark of the stream event being answered
  refreshRetry: null,

  // The choices on show and the board places they target (choices.js, board.js).
  choices: [],
  choiceVersion: 0,
  byTarget: new Map(),
  filter: null, // null, or the indices shown after a click on a board place
  busy: false,

  // Replay (replay.js).
  mode: "live",
  replayVersion: 1,
  replayRequest: 0,
  audited: false,

  // The timeline (timeline.js).
  timelineAfter: 0,
  timelineBusy: false,
  // A timeline read asked for while one ran (made when it ends), and whether a full one.
  timelineAgain: false,
  timelineAgainFull: false,

  // The event stream (stream.js).
  source: null,
  retryDelay: 500,
  retryTimer: null,
  // Zoom (zoom.js), the preferences (prefs.js), turn alerts (alerts.js), confirming and
  // forced moves (assist.js).
  zoom: 1,
  prefs: null,
  turnWas: null, // the seat decided at the last read (null before the first)
  turnAlerted: null,
  forcedFor: null, // the forced move counting down ("<version>:<index>"), or null
  forcedCancelled: null,
  forcedTimer: null,
  forcedSend: null,
};

/** The signed-in player (`{name, key}`), or null: the table reads with the key when no
 *  seat token is kept (a seat of the player's taken in another browser: see live.js). */
export const player = loadPlayer();

export const token = () => (app.seat ? app.seat.token : player ? player.key : null);
export const mySeat = () => (app.seat ? app.seat.seat : null);

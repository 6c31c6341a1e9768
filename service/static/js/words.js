// Words shared by the pages and the board renderers: bots, durations, clocks, lists, and
// the one way a seat is named. Pure functions; no DOM.

const BOT_WORDS = { random: "Random bot", greedy: "Greedy bot", search: "Search bot" };

/** A bot kind in words: "Greedy bot", "Search bot (500 iterations)" for `search:500`,
 *  "Search bot (200 ms)" for `search:200ms`, both for `search:500:200ms`. */
export function botWords(kind) {
  const k = String(kind);
  const m = /^([a-z_-]+)((?::\d+(?:ms)?)+)$/.exec(k);
  if (m) {
    const budget = m[2].split(":").filter(Boolean).map((p) => (p.endsWith("ms") ? `${p.slice(0, -2)} ms` : `${p} iteration${p === "1" ? "" : "s"}`));
    return `${BOT_WORDS[m[1]] || `${m[1]} bot`} (${budget.join(", ")})`;
  }
  return BOT_WORDS[k] || `${k} bot`;
}

/** Seconds in words: "45 s", "2 min", "1 min 30 s", "1 h 5 min". */
export function durationWords(seconds) {
  let s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const mins = Math.floor(s / 60);
  s -= mins * 60;
  const parts = [];
  if (hours) parts.push(`${hours} h`);
  if (mins) parts.push(`${mins} min`);
  if (s || !parts.length) parts.push(`${s} s`);
  return parts.join(" ");
}

/** A game's clock (`{turn_seconds, game_seconds}`) in words, or "" without one. */
export function clockWords(clock) {
  if (!clock || (!clock.turn_seconds && !clock.game_seconds)) return "";
  const parts = [];
  if (clock.turn_seconds) parts.push(`${durationWords(clock.turn_seconds)} per decision`);
  if (clock.game_seconds) parts.push(`${durationWords(clock.game_seconds)} per player for the whole game`);
  return parts.join(" and ");
}

/** "a", "a and b", "a, b and c". */
export function listWords(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Who sits at `seat` of a game (a state, or a game summary of the lobby: anything with
 *  `players` and `bots` by seat): the player's name, "Greedy bot", or "open seat" — the
 *  one way the client names a seat. A resigned seat keeps its player's name.
 *  Options: `role`, the seat's role on the board ("Red (alice)"); `you`, the viewing seat
 *  (" (you)" is added when it is this one). Without a game: "seat 3". */
export function seatName(game, seat, { role = null, you = null } = {}) {
  if (!Number.isInteger(seat)) return "a seat";
  let name;
  if (!game) name = `seat ${seat + 1}`;
  else {
    const p = game.players && game.players[seat];
    const b = game.bots && game.bots[seat];
    name = p ? String(p) : b ? botWords(b) : "open seat";
  }
  if (role) name = `${role} (${name})`;
  // A seat not yet taken (a past version, in replay) is nobody's yet, not "you".
  const taken = !game || (game.players && game.players[seat]) || (game.bots && game.bots[seat]);
  if (Number.isInteger(you) && you === seat && taken) name += " (you)";
  return name;
}

export const STATUS_WORDS = { waiting: "Waiting for players", in_progress: "In progress", finished: "Finished", abandoned: "Abandoned" };

/** A player's notification (GET /players/me/feed) in words; `title` is the game's name. */
export function notificationWords(n, title) {
  const game = `${title} (${String(n.game).slice(0, 8)})`;
  switch (n.type) {
    case "your-turn":
      return `Your turn in game ${game}${n.prompt ? `: ${n.prompt}` : ""}`;
    case "game-finished": {
      const place = n.place ? `: you placed ${n.place}` : "";
      const change = n.rating && typeof n.rating.change === "number"
        ? ` (rating ${n.rating.change >= 0 ? "+" : ""}${n.rating.change.toFixed(1)})` : "";
      return `Game ${game} finished${place}${change}`;
    }
    case "timed-out":
      return `Your time ran out in game ${game}: the ${botWords(n.bot || "greedy")} decided for you`;
    case "seat-replaced":
      return `Your seat in game ${game} was handed to ${n.to === "bot" ? `the ${botWords(n.bot)}` : "another player"}`;
    case "game-abandoned":
      return `Game ${game} was abandoned${n.reason ? `: ${n.reason}` : ""}`;
    default:
      return `News of game ${game}`;
  }
}

/** The lobby's title, with the number of games waiting for the player. */
export function lobbyTitle(waiting) {
  return waiting > 0 ? `(${waiting}) species-arena — lobby` : "species-arena — lobby";
}

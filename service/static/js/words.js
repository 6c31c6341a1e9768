// Words shared by the pages and the board renderers: bots, durations, clocks, lists, and
// the one way a seat is named, in the page's locale (i18n.js). Pure functions; no DOM.
import { locale, t } from "./i18n.js";

const BOT_IDS = { random: "web-bot-random", greedy: "web-bot-greedy", search: "web-bot-search" };

/** A bot kind in words: "Greedy bot", "Search bot (500 iterations)" for `search:500`,
 *  "Search bot (200 ms)" for `search:200ms`, both for `search:500:200ms`. */
export function botWords(kind) {
  const k = String(kind);
  const m = /^([a-z_-]+)((?::\d+(?:ms)?)+)$/.exec(k);
  const name = (b) => (BOT_IDS[b] ? t(BOT_IDS[b]) : t("web-bot-other", { kind: b }));
  if (m) {
    const budget = m[2].split(":").filter(Boolean).map((p) => (p.endsWith("ms") ? t("web-bot-ms", { n: Number(p.slice(0, -2)) }) : t("web-bot-iterations", { n: Number(p) })));
    return t("web-bot-with-budget", { bot: name(m[1]), budget: budget.join(", ") });
  }
  return name(k);
}

/** Seconds in words: "45 s", "2 min", "1 min 30 s", "1 h 5 min". */
export function durationWords(seconds) {
  let s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const mins = Math.floor(s / 60);
  s -= mins * 60;
  const parts = [];
  if (hours) parts.push(t("web-duration-h", { n: hours }));
  if (mins) parts.push(t("web-duration-min", { n: mins }));
  if (s || !parts.length) parts.push(t("web-duration-s", { n: s }));
  return parts.join(" ");
}

/** A game's clock (`{turn_seconds, game_seconds}`) in words, or "" without one. */
export function clockWords(clock) {
  if (!clock || (!clock.turn_seconds && !clock.game_seconds)) return "";
  const parts = [];
  if (clock.turn_seconds) parts.push(t("web-clock-per-decision", { time: durationWords(clock.turn_seconds) }));
  if (clock.game_seconds) parts.push(t("web-clock-per-game", { time: durationWords(clock.game_seconds) }));
  return listWords(parts);
}

/** "a", "a and b", "a, b and c" (the locale's way). */
export function listWords(items) {
  const list = items.map(String);
  if (list.length <= 1) return list.join("");
  // English as the pages always wrote it (no comma before "and").
  if (locale !== "en" && typeof Intl !== "undefined" && Intl.ListFormat) {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(list);
  }
  return `${list.slice(0, -1).join(", ")} ${t("web-list-and")} ${list[list.length - 1]}`;
}

/** Who sits at `seat` of a game (a state, or a game summary of the lobby: anything with
 *  `players` and `bots` by seat): the player's name, "Greedy bot", or "open seat" — the
 *  one way the client names a seat. A resigned seat keeps its player's name.
 *  Options: `role`, the seat's role on the board ("Red (alice)"); `you`, the viewing seat
 *  (" (you)" is added when it is this one). Without a game: "seat 3". */
export function seatName(game, seat, { role = null, you = null } = {}) {
  if (!Number.isInteger(seat)) return t("web-seat-any");
  let name;
  if (!game) name = t("web-seat-n", { n: seat + 1 });
  else {
    const p = game.players && game.players[seat];
    const b = game.bots && game.bots[seat];
    name = p ? String(p) : b ? botWords(b) : t("web-seat-open");
  }
  if (role) name = t("web-seat-role", { role, name });
  // A seat not yet taken (a past version, in replay) is nobody's yet, not "you".
  const taken = !game || (game.players && game.players[seat]) || (game.bots && game.bots[seat]);
  if (Number.isInteger(you) && you === seat && taken) name = t("web-seat-you", { name });
  return name;
}

const STATUS_IDS = { waiting: "web-status-waiting", in_progress: "web-status-in-progress", finished: "web-status-finished", abandoned: "web-status-abandoned" };

/** A game's status in words ("In progress"); an unknown status as it is. */
export function statusWords(status) {
  return STATUS_IDS[status] ? t(STATUS_IDS[status]) : String(status);
}

/** A player's notification (GET /players/me/feed) in words; `title` is the game's name. */
export function notificationWords(n, title) {
  const game = t("web-feed-game", { title, id: String(n.game).slice(0, 8) });
  switch (n.type) {
    case "your-turn":
      return n.prompt ? t("web-feed-your-turn-prompt", { game, prompt: n.prompt }) : t("web-feed-your-turn", { game });
    case "game-finished": {
      let text = n.place ? t("web-feed-finished-place", { game, place: n.place }) : t("web-feed-finished", { game });
      if (n.rating && typeof n.rating.change === "number") {
        text += ` ${t("web-feed-rating", { change: `${n.rating.change >= 0 ? "+" : ""}${n.rating.change.toFixed(1)}` })}`;
      }
      return text;
    }
    case "timed-out":
      return t("web-feed-timed-out", { game, bot: botWords(n.bot || "greedy") });
    case "seat-replaced":
      return n.to === "bot" ? t("web-feed-replaced-bot", { game, bot: botWords(n.bot) }) : t("web-feed-replaced-player", { game });
    case "game-abandoned":
      return n.reason ? t("web-feed-abandoned-reason", { game, reason: n.reason }) : t("web-feed-abandoned", { game });
    default:
      return t("web-feed-other", { game });
  }
}

/** The lobby's title, with the number of games waiting for the player. */
export function lobbyTitle(waiting) {
  return waiting > 0 ? t("web-lobby-title-waiting", { n: waiting }) : t("web-lobby-title");
}

//! `cargo run --release --example arena -- GAME SEATS BOTS GAMES [SEED] [THREADS]`: a quick
//! strength check from Rust (the published table comes from `species-arena arena`).
use core_rs::bots::BotKind;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 5 {
        eprintln!("usage: arena GAME SEATS BOTS GAMES [SEED] [THREADS]");
        std::process::exit(2);
    }
    let kinds: Vec<BotKind> = a[3].split(',').map(|k| BotKind::parse(k).expect("bot kind")).collect();
    let seats: u8 = a[2].parse().expect("seats");
    let games: u64 = a[4].parse().expect("games");
    let seed: u64 = a.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
    let threads: usize = a.get(6).and_then(|s| s.parse().ok()).unwrap_or(1);
    let res = core_rs::arena::run_by_name(&a[1], seats, &serde_json::Value::Null, &kinds, games, seed, threads)
        .expect("arena");
    let mut wins = vec![0f64; kinds.len()];
    let mut margin = vec![0f64; kinds.len()];
    let mut count = vec![0f64; kinds.len()];
    for r in &res {
        let Some(sc) = &r.scores else { continue };
        for (seat, &bi) in r.bot_index.iter().enumerate() {
            if bi != 0 && count[bi] > 0.0 && seat > 0 && r.bot_index[..seat].contains(&bi) {
                continue; // count a padded bot once per game
            }
            count[bi] += 1.0;
            if r.winners.contains(&(seat as u8)) {
                wins[bi] += 1.0 / r.winners.len() as f64;
            }
            let best_other = sc.iter().enumerate().filter(|(j, _)| *j != seat).map(|(_, &v)| v).max().unwrap_or(0);
            margin[bi] += (sc[seat] - best_other) as f64;
        }
        println!("game {} seed {} bots {:?} scores {:?} winners {:?} decisions {} {:.1}s", r.index, r.seed, r.bots, sc, r.winners, r.decisions, r.seconds);
    }
    for (i, k) in kinds.iter().enumerate() {
        println!("{}: win {:.3} over {} seatings, mean margin {:.2}", k.name(), wins[i] / count[i].max(1.0), count[i], margin[i] / count[i].max(1.0));
    }
}

use super::*;

fn setup() {
    add_resource(
        "en",
        "test-i18n",
        "test-animal = birds\n    .cap = Birds\ntest-add = { $animal-cap } add { $n ->\n    [one] one cube\n   *[other] { $n } cubes\n}\ntest-list = { $who } win\n",
    )
    .unwrap();
    add_resource(
        "ru",
        "test-i18n",
        "test-animal = птицы\n    .gen = птиц\n    .cap = Птицы\ntest-add = { $animal-cap } добавляют { $n ->\n    [one] { $n } куб\n    [few] { $n } куба\n   *[many] { $n } кубов\n}\ntest-list = Побеждают { $who }\n",
    )
    .unwrap();
}

#[test]
fn forms_plurals_and_lists_render_per_locale() {
    setup();
    let m = msg!("test-add", animal = Arg::term("test-animal"), n = 1);
    assert_eq!(render("en", &m).unwrap(), "Birds add one cube");
    assert_eq!(render("en", &m.clone().arg("n", 3)).unwrap(), "Birds add 3 cubes");
    assert_eq!(render("ru", &m.clone().arg("n", 3)).unwrap(), "Птицы добавляют 3 куба");
    assert_eq!(render("ru", &m.clone().arg("n", 5)).unwrap(), "Птицы добавляют 5 кубов");
    assert_eq!(render("ru", &m.clone().arg("n", 21)).unwrap(), "Птицы добавляют 21 куб");
    let who = Arg::list(["a", "b", "c"].map(Arg::from));
    assert_eq!(render("en", &msg!("test-list", who = who.clone())).unwrap(), "a, b and c win");
    assert_eq!(render("ru", &msg!("test-list", who = who)).unwrap(), "Побеждают a, b и c");
    assert_eq!(render("en", &msg!("test-list", who = Arg::list([Arg::from("x")]))).unwrap(), "x win");
}

#[test]
fn nothing_falls_back() {
    setup();
    // a message no locale has
    assert!(render("en", &msg!("test-nothing")).is_err());
    // a form the term lacks in that locale (English birds have no genitive)
    add_resource("en", "test-i18n-gen", "test-gen = of { $animal-gen }\n").unwrap();
    assert!(render("en", &msg!("test-gen", animal = Arg::term("test-animal"))).is_err());
    // a missing argument
    assert!(render("en", &msg!("test-add", animal = Arg::term("test-animal"))).is_err());
    // an unknown locale
    assert!(render("de", &msg!("test-add", animal = Arg::term("test-animal"), n = 1)).is_err());
    // a file that defines an id another file has is refused, and the old bundle stays
    assert!(add_resource("en", "test-i18n-dup", "test-animal = cats\n").is_err());
    assert_eq!(render("en", &msg!("test-add", animal = Arg::term("test-animal"), n = 2)).unwrap(), "Birds add 2 cubes");
    assert!(add_resource("en", "test-i18n-bad", "test-broken = { $x\n").is_err());
}

#[test]
fn remembered_words_go_with_the_bundle_they_came_from() {
    let term = "test-memo-term = lynx\n    .cap = Lynx\n";
    add_resource("en", "test-i18n-memo", &format!("{term}test-memo = {{ $animal-cap }} hunts\n")).unwrap();
    let m = msg!("test-memo", animal = Arg::term("test-memo-term"));
    assert_eq!(render("en", &m).unwrap(), "Lynx hunts");
    assert_eq!(render("en", &m).unwrap(), "Lynx hunts"); // the second time from what was kept
    // The file replaced: the message and the term's forms are rendered from the new words.
    add_resource("en", "test-i18n-memo", "test-memo-term = wolf\n    .cap = Wolf\ntest-memo = { $animal-cap } howls\n")
        .unwrap();
    assert_eq!(render("en", &m).unwrap(), "Wolf howls");
    // A failure is not kept: once the message exists, it renders.
    let later = msg!("test-memo-later", animal = Arg::term("test-memo-term"));
    assert!(render("en", &later).is_err());
    add_resource("en", "test-i18n-memo-later", "test-memo-later = { $animal } sleeps\n").unwrap();
    assert_eq!(render("en", &later).unwrap(), "wolf sleeps");
    assert_eq!(render_all("en", &[later.clone(), m.clone()]).unwrap(), vec!["wolf sleeps", "Wolf howls"]);
}

#[test]
fn messages_round_trip_as_json() {
    let m = msg!("test-add", animal = Arg::term("test-animal"), n = 3, who = Arg::list([Arg::from("a")]), why = msg!("x"));
    let j = m.to_json();
    assert_eq!(
        j,
        r#"{"id":"test-add","args":{"animal":{"term":"test-animal"},"n":3,"who":{"list":["a"]},"why":{"msg":{"id":"x"}}}}"#
    );
    assert_eq!(serde_json::from_str::<Msg>(&j).unwrap(), m);
}

#[test]
fn the_built_in_files_load_without_problems() {
    let problems: Vec<String> = check_resources().into_iter().filter(|p| !p.contains("test-i18n")).collect();
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn accept_language_lookup() {
    assert_eq!(negotiate("el-GR,el;q=0.9,en;q=0.8"), Some("el"));
    assert_eq!(negotiate("de-DE, hu;q=0.5, ru;q=0.7"), Some("ru"));
    assert_eq!(negotiate("de, fr"), None);
    assert_eq!(negotiate("*"), Some("en"));
    assert_eq!(negotiate("hu-x-private"), Some("hu"));
    assert_eq!(negotiate("ru;q=0, el"), Some("el"));
    assert_eq!(negotiate("RU"), Some("ru"));
    assert_eq!(negotiate(""), None);
}

/// The messages of a Fluent file: id → the argument names its value and attributes use
/// (the base names: `$animal-gen` counts as `animal`). A small scan of the syntax the
/// files use: a message starts at column 0 with `id =`, its lines go on indented.
pub(crate) fn scan_messages(text: &str) -> BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut out: BTreeMap<String, std::collections::BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            if line.starts_with('#') {
                current = None;
            }
            continue;
        }
        // A message starts with its id at column 0; anything else (an indented line, a
        // select expression's closing brace) goes on the current message.
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            let id = line.split('=').next().unwrap_or("").trim().to_string();
            out.entry(id.clone()).or_default();
            current = Some(id);
        }
        let Some(id) = &current else { continue };
        let vars = out.entry(id.clone()).or_default();
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'$' {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                    j += 1;
                }
                assert!(j > start, "a bare $ in {id}");
                vars.insert(line[start..j].to_string());
                i = j;
            } else {
                i += 1;
            }
        }
    }
    out
}

/// The arguments of each message including those of the messages it references
/// (`{ li-cap-landscape }` passes its arguments on), followed to a fixed point.
fn with_references(
    mut vars: BTreeMap<String, std::collections::BTreeSet<String>>,
    text: &str,
) -> BTreeMap<String, std::collections::BTreeSet<String>> {
    // message id -> the ids it references: `{ id }` or `{ id.attr }` placeables
    let mut refs: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') {
            current = None;
            continue;
        }
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            current = Some(line.split('=').next().unwrap_or("").trim().to_string());
        }
        let Some(id) = &current else { continue };
        for part in line.split('{').skip(1) {
            let word: String = part
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if word.starts_with(|c: char| c.is_ascii_alphabetic()) && vars.contains_key(&word) {
                refs.entry(id.clone()).or_default().push(word);
            }
        }
    }
    loop {
        let mut changed = false;
        for (id, targets) in &refs {
            for t in targets {
                let add: Vec<String> = vars.get(t).map(|v| v.iter().cloned().collect()).unwrap_or_default();
                let mine = vars.entry(id.clone()).or_default();
                for a in add {
                    changed |= mine.insert(a);
                }
            }
        }
        if !changed {
            return vars;
        }
    }
}

/// The messages of the built-in file `file` of `locale` with the arguments each uses,
/// those of the messages it references included (`None`: no such file).
pub(crate) fn messages_of(locale: &str, file: &str) -> Option<BTreeMap<String, std::collections::BTreeSet<String>>> {
    let text = BUILT_IN.iter().find(|(l, f, _)| *l == locale && *f == file)?.2;
    Some(with_references(scan_messages(text), text))
}

/// What is wrong with the locales of the built-in file `file`: a message of English that
/// another locale lacks or gives other arguments, a message English lacks.
pub(crate) fn locale_problems(file: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(en) = messages_of("en", file) else { return vec![format!("en/{file}.ftl is missing")] };
    if en.is_empty() {
        problems.push(format!("{file}: no messages"));
    }
    for locale in &LOCALES[1..] {
        let Some(other) = messages_of(locale, file) else {
            problems.push(format!("{locale}/{file}.ftl is missing"));
            continue;
        };
        for (id, vars) in &en {
            match other.get(id) {
                None => problems.push(format!("{locale}/{file}.ftl lacks {id}")),
                Some(v) if v != vars => problems.push(format!("{locale}/{file}.ftl: {id} uses {v:?}, English uses {vars:?}")),
                _ => {}
            }
        }
        for id in other.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{locale}/{file}.ftl has {id}, which English lacks"));
        }
    }
    problems
}

#[test]
fn every_message_is_in_every_locale_with_the_same_arguments() {
    let problems: Vec<String> =
        BUILT_IN.iter().filter(|(l, _, _)| *l == "en").flat_map(|(_, f, _)| locale_problems(f)).collect();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn the_scan_sees_missing_messages_and_other_arguments() {
    let en = scan_messages("# c\na = x { $n ->\n   [one] y\n  *[other] { $n } z\n}\n    .gen = { $animal-gen }\nb = w\n");
    assert_eq!(en["a"], ["animal", "n"].iter().map(|s| s.to_string()).collect());
    assert!(en["b"].is_empty());
    let el = scan_messages("a = { $m }\n");
    assert_ne!(el["a"], en["a"]);
    assert!(!el.contains_key("b"));
}

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

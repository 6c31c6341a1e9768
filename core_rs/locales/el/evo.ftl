# evo

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
evo-phase-initiative = Εκκίνηση
    .acc = Εκκίνηση
    .gen = Εκκίνησης
    .gender = f
evo-phase-climate = Κλίμα
    .acc = Κλίμα
    .gen = Κλίματος
    .gender = n
evo-phase-movement = Κίνηση και μάχη
    .acc = Κίνηση και μάχη
    .gen = Κίνησης και μάχης
    .gender = f
evo-phase-birth = Αναπαραγωγή
    .acc = Αναπαραγωγή
    .gen = Αναπαραγωγής
    .gender = f
evo-phase-survival = Επιβίωση και εξέλιξη
    .acc = Επιβίωση και εξέλιξη
    .gen = Επιβίωσης και εξέλιξης
    .gender = f
evo-phase-meteor = Μετεωρίτης και δημοπρασία
    .acc = Μετεωρίτη και δημοπρασία
    .gen = Μετεωρίτη και δημοπρασίας
    .gender = m
evo-phase-over = Τέλος του παιχνιδιού
    .acc = Τέλος του παιχνιδιού
    .gen = Τέλους του παιχνιδιού
    .gender = n
evo-step-w1-start = αρχή της Φάσης 1
evo-step-initiative = Εκκίνηση
evo-step-w2-start = αρχή της Φάσης 2
evo-step-climate = ζαριά κλίματος
evo-step-w3-start = αρχή της Φάσης 3
evo-step-movement = κίνηση
evo-step-w4-start = αρχή της Φάσης 4
evo-step-w4-own = δική σου αναπαραγωγή
evo-step-births = γεννήσεις
evo-step-w4-end = τέλος της Φάσης 4
evo-step-w5-start = αρχή της Φάσης 5
evo-step-survival = επιβίωση
evo-step-w5-end = τέλος της Φάσης 5
evo-step-w6-start = αρχή της Φάσης 6
evo-step-meteor = μετεωρίτης
evo-step-w6-bid = πριν από την πλειοδοσία
evo-step-auction = δημοπρασία
evo-step-w6-pay = πληρωμή των προσφορών
evo-step-payment = πληρωμή
evo-step-end-of-round = τέλος του γύρου
evo-step-final = τέλος του τελευταίου γύρου
evo-step-scoring = τελικό σκοράρισμα
evo-step-over = τέλος του παιχνιδιού
evo-gene-tail = ουρά
    .acc = ουρά
    .acc_pl = ουρές
    .gen = ουράς
    .gen_pl = ουρών
    .gender = f
    .pl = ουρές
evo-gene-leg = πόδι
    .acc = πόδι
    .acc_pl = πόδια
    .gen = ποδιού
    .gen_pl = ποδιών
    .gender = n
    .pl = πόδια
evo-gene-horn = κέρατο
    .acc = κέρατο
    .acc_pl = κέρατα
    .gen = κεράτου
    .gen_pl = κεράτων
    .gender = n
    .pl = κέρατα
evo-gene-egg = αυγό
    .acc = αυγό
    .acc_pl = αυγά
    .gen = αυγού
    .gen_pl = αυγών
    .gender = n
    .pl = αυγά
evo-gene-fur = γούνα
    .acc = γούνα
    .acc_pl = γούνες
    .gen = γούνας
    .gen_pl = γουνών
    .gender = f
    .pl = γούνες
evo-gene-parasol = αλεξήλιο
    .acc = αλεξήλιο
    .acc_pl = αλεξήλια
    .gen = αλεξήλιου
    .gen_pl = αλεξήλιων
    .gender = n
    .pl = αλεξήλια
evo-gene-mutation = μετάλλαξη
    .acc = μετάλλαξη
    .acc_pl = μεταλλάξεις
    .gen = μετάλλαξης
    .gen_pl = μεταλλάξεων
    .gender = f
    .pl = μεταλλάξεις
evo-gene-card = κάρτα
    .acc = κάρτα
    .acc_pl = κάρτες
    .gen = κάρτας
    .gen_pl = καρτών
    .gender = f
    .pl = κάρτες
evo-terrain-desert = έρημος
    .acc = έρημο
    .gen = ερήμου
    .gender = f
evo-terrain-plains = πεδιάδα
    .acc = πεδιάδα
    .gen = πεδιάδας
    .gender = f
evo-terrain-hills = λόφοι
    .acc = λόφους
    .gen = λόφων
    .gender = m
    .number = pl
evo-terrain-mountains = βουνά
    .acc = βουνά
    .gen = βουνών
    .gender = n
    .number = pl
evo-climateclass-temperate = εύκρατο
evo-climateclass-hot = ζεστό
evo-climateclass-cold = κρύο
evo-climateclass-scorching = καυτό
evo-climateclass-freezing = παγωμένο
evo-card-sleeping-gene = Κοιμώμενο γονίδιο
evo-card-accident = Ατύχημα
evo-card-weather-swing = Αλλαγή καιρού
evo-card-me-first = Εγώ πρώτος!
evo-card-genetic-highflyer = Γενετική υπεροχή
evo-card-gene-split = Διάσπαση γονιδίου
evo-card-ice-cold = Φονικός παγετός
evo-card-killer-rays = Φονικές ακτίνες
evo-card-missing-link = Χαμένος κρίκος
evo-card-heatproof-skin = Θερμοάντοχο δέρμα
evo-card-catastrophe = Καταστροφή!
evo-card-tough-kids = Σκληρά μικρά
evo-card-cuckoo = Κούκος
evo-card-weather-gene = Γονίδιο καιρού
evo-card-big-brother = Μεγάλος αδελφός
evo-card-duplication = Διπλασιασμός
evo-card-giant-gene = Γιγάντιο γονίδιο
evo-card-primal-urge = Αρχέγονο ένστικτο
evo-card-pthermodactylus = Πθερμοδάκτυλος
evo-card-birth-control = Έλεγχος γεννήσεων
evo-card-survival-gene = Γονίδιο επιβίωσης
evo-card-wandering-brood = Περιπλανώμενοι απόγονοι
evo-card-unexpected-gene = Απρόσμενο γονίδιο
evo-card-vegetarian-diet = Χορτοφαγία
evo-card-defensive-gas = Αμυντικό αέριο
evo-card-flood = Πλημμύρα
evo-cause-combat = μάχη
    .acc = μάχη
    .gen = μάχης
    .gender = f
evo-cause-accident = Ατύχημα
evo-cause-flood = Πλημμύρα
evo-cause-climate = κλίμα
    .acc = κλίμα
    .gen = κλίματος
    .gender = n
evo-cause-cuckoo = Κούκος
evo-endreason-last-space = ο μετεωρίτης φτάνει στην τελευταία θέση
evo-endreason-meteor-strike = πρόσκρουση του μετεωρίτη
evo-tiebreak-more-dinos-first = πρώτα όποιος έχει περισσότερους δεινόσαυρους
evo-tiebreak-fewer-dinos-first = πρώτα όποιος έχει λιγότερους δεινόσαυρους
evo-fourplayerboard-s-l = μικρός και μεγάλος χάρτης
evo-fourplayerboard-ma-mb = οι δύο μεσαίοι χάρτες
evo-option-hard-variant = δυσκολότερο παιχνίδι
evo-option-starting-ep = αρχικοί πόντοι εξέλιξης
evo-option-initiative-tie-break = ισοπαλία στην Εκκίνηση
evo-option-four-player-board = ταμπλό για 4 παίκτες
evo-dino = δεινόσαυρος
    .acc = δεινόσαυρο
    .acc_pl = δεινόσαυρους
    .gen = δεινόσαυρου
    .gen_pl = δεινοσαύρων
    .gender = m
    .pl = δεινόσαυροι
evo-species = είδος
    .acc = είδος
    .gen = είδους
    .gen_pl = ειδών
    .gender = n
    .pl = είδη
evo-region = περιοχή
    .acc = περιοχή
    .gen = περιοχής
    .gen_pl = περιοχών
    .gender = f
    .pl = περιοχές
evo-ep = πόντοι εξέλιξης (ΠΕξ)
    .acc_pl = πόντους εξέλιξης
    .gen_pl = πόντων εξέλιξης
    .gender = m
    .number = pl
    .sg = πόντος εξέλιξης
evo-gene = γονίδιο
    .acc = γονίδιο
    .gen = γονιδίου
    .gen_pl = γονιδίων
    .gender = n
    .pl = γονίδια
evo-gene-tile = πλακίδιο γονιδίου
    .acc = πλακίδιο γονιδίου
    .gen = πλακιδίου γονιδίου
    .gender = n
evo-portrait = πορτρέτο είδους
    .acc = πορτρέτο είδους
    .gen = πορτρέτου είδους
    .gender = n
evo-event-card = κάρτα γεγονότος
    .acc = κάρτα γεγονότος
    .gen = κάρτας γεγονότος
    .gender = f
    .pl = κάρτες γεγονότων
evo-initiative-track = μετρητής Εκκίνησης
evo-climate-track = μετρητής κλίματος
evo-climate-marker = δείκτης κλίματος
evo-round-track = μετρητής γύρων
evo-meteor = μετεωρίτης
    .acc = μετεωρίτη
    .gen = μετεωρίτη
    .gender = m
evo-meteor-marker = δείκτης μετεωρίτη
evo-bidding-board = πίνακας πλειοδοσίας
evo-bid = προσφορά
    .acc = προσφορά
    .gen = προσφοράς
    .gender = f
    .pl = προσφορές
evo-outbid = υπερθεματίζω
evo-auction = δημοπρασία
    .acc = δημοπρασία
    .gen = δημοπρασίας
    .gender = f
evo-price = τιμή
    .acc = τιμή
    .gen = τιμής
    .gender = f
evo-start-player = πρώτος παίκτης
evo-start-region = περιοχή εκκίνησης
evo-order = σειρά
    .acc = σειρά
    .gen = σειράς
    .gender = f
evo-movement-points = πόντοι κίνησης
evo-attacker = επιτιθέμενος
    .acc = επιτιθέμενο
    .gen = επιτιθέμενου
    .gender = m
evo-defender = αμυνόμενος
    .acc = αμυνόμενο
    .gen = αμυνόμενου
    .gender = m
evo-newborn = νεογέννητο
    .acc = νεογέννητο
    .gen = νεογέννητου
    .gen_pl = νεογέννητων
    .gender = n
    .pl = νεογέννητα
evo-coast = ακτή
    .acc = ακτή
    .gen = ακτής
    .gender = f
evo-card-window = στιγμή για κάρτες
evo-supply = απόθεμα
    .acc = απόθεμα
    .gen = αποθέματος
    .gender = n
evo-shared-victory = κοινή νίκη
evo-roll-off = ρίξιμο ζαριού για ισοπαλία
evo-map = χάρτης
    .acc = χάρτη
    .gen = χάρτη
    .gender = m
evo-action-play-card = παίξιμο κάρτας
evo-action-pass = πάσο
evo-action-move = μετακίνηση δεινόσαυρου
evo-action-end-movement = τέλος κίνησης
evo-action-place-newborn = τοποθέτηση νεογέννητου
evo-action-stop-births = τέλος γεννήσεων
evo-action-keep-dino = διατήρηση δεινόσαυρου
evo-action-bid = προσφορά
evo-action-pass-bid = πάσο στη δημοπρασία
# ---- end of terms

# ---- messages of the engine (labels, prompts, effects, rule errors, options)

evo-colour-red = Κόκκινος
    .gen = του Κόκκινου
    .acc = τον Κόκκινο
    .to = στον Κόκκινο
evo-colour-blue = Μπλε
    .gen = του Μπλε
    .acc = τον Μπλε
    .to = στον Μπλε
evo-colour-green = Πράσινος
    .gen = του Πράσινου
    .acc = τον Πράσινο
    .to = στον Πράσινο
evo-colour-yellow = Κίτρινος
    .gen = του Κίτρινου
    .acc = τον Κίτρινο
    .to = στον Κίτρινο
evo-colour-purple = Μωβ
    .gen = του Μωβ
    .acc = τον Μωβ
    .to = στον Μωβ
evo-seat-n = Θέση { $seat }
    .gen = της Θέσης { $seat }
    .acc = τη Θέση { $seat }
    .to = στη Θέση { $seat }
evo-comma = { $a }, { $b }
evo-nothing = { "" }

evo-place = η περιοχή { $id } ({ $terrain })
    .acc = την περιοχή { $id } ({ $terrain })
    .gen = της περιοχής { $id } ({ $terrain })
    .in = στην περιοχή { $id } ({ $terrain })
evo-place-climate = η περιοχή { $id } ({ $terrain }, { $climate })
    .acc = την περιοχή { $id } ({ $terrain }, { $climate })
    .gen = της περιοχής { $id } ({ $terrain }, { $climate })
    .in = στην περιοχή { $id } ({ $terrain }, { $climate })
evo-climate-space = θέση { $pos } (εύκρατο: { $temperate })
    .in = στη θέση { $pos } (εύκρατο: { $temperate })
evo-odds = { $max ->
    [1] κερδίζεις μόνο αν φέρεις 1
    [2] κερδίζεις αν φέρεις 1 ή 2
   *[other] κερδίζεις αν φέρεις από 1 έως { $max }
}
evo-the-gene = το γονίδιο { $gene-gen }
evo-a-gene = ένα γονίδιο

evo-window-w1-start = στην αρχή της Φάσης 1
evo-window-w2-start = στην αρχή της Φάσης 2
evo-window-w3-start = στην αρχή της Φάσης 3
evo-window-w4-start = στην αρχή της Φάσης 4
evo-window-w4-own = στη στιγμή πριν από τις γεννήσεις του παίκτη
evo-window-w4-end = στο τέλος της Φάσης 4
evo-window-w5-start = στην αρχή της Φάσης 5
evo-window-w5-end = στο τέλος της Φάσης 5
evo-window-w6-start = στην αρχή της Φάσης 6
evo-window-w6-bid = στη στιγμή της πλειοδοσίας της Φάσης 6
evo-window-w6-pay = στη στιγμή της πληρωμής της Φάσης 6
evo-window-final = στο τέλος του παιχνιδιού

evo-label-pass-answer = Πάσο: δεν απαντάς στην κάρτα «{ $card }»
evo-label-pass = Πάσο: δεν παίζεις κάρτα
evo-label-pass-own-births = Πάσο: δεν παίζεις κάρτα πριν από τις γεννήσεις σου
evo-label-attack = Επίθεση στον δεινόσαυρο { $owner-gen } { $to-in } από { $from-acc }: { $odds }
evo-label-move = Μετακίνησε τον δεινόσαυρό σου από { $from-acc } { $to-in }
evo-label-end-movement = Τέλος της κίνησής σου
evo-label-end-movement-unused = Τέλος της κίνησής σου ({ $left ->
    [one] μένει αχρησιμοποίητος { $left } πόντος κίνησης
   *[other] μένουν αχρησιμοποίητοι { $left } πόντοι κίνησης
})
evo-label-newborn-attack = Τοποθέτησε ένα νεογέννητο πάνω στον δεινόσαυρο { $owner-gen } { $region-in } και επιτέσου του («Σκληρά μικρά»): { $odds }
evo-label-newborn = Τοποθέτησε ένα νεογέννητο { $region-in }
evo-label-stop-births = Σταμάτα τις γεννήσεις σου (κανένα άλλο νεογέννητο)
evo-label-keep = Κράτησε ζωντανό τον δεινόσαυρό σου { $region-in }
evo-label-pass-bid = Πάσο στη δημοπρασία: κανένα γονίδιο αυτόν τον γύρο
evo-label-bid = Προσφορά { $value } για { $gene } στη γραμμή { $row }{ $outbid }{ $split }{ $sleep }{ $pay }
evo-label-bid-outbidding = , πάνω από την προσφορά { $value } { $rival-gen }
evo-label-bid-then = , και μετά παίξε «{ $card }»
evo-label-bid-pay = { " " }(θα πληρώσεις { $ep } ΠΕξ)
evo-label-accident = Παίξε «{ $card }» { $whose ->
    [own] στον δεινόσαυρό σου
    [none] στον δεινόσαυρο
   *[other] στον δεινόσαυρο { $owner-gen }
} { $region-in }: επιστρέφει στο απόθεμα
evo-label-cuckoo = Παίξε «{ $card }» { $whose ->
    [own] στο νεογέννητό σου
    [none] στο νεογέννητο
   *[other] στο νεογέννητο { $owner-gen }
} { $region-in }: ένας δικός σου δεινόσαυρος παίρνει τη θέση του
evo-label-weather-gene = Παίξε «{ $card }» ως αποτέλεσμα ζαριού { $value }: ο δείκτης κλίματος { $value ->
    [1] πηγαίνει πίσω
    [2] μένει
   *[other] προχωρά
} { $space-in }
evo-label-defensive-gas = Παίξε «{ $card }» με { $player-acc }: εσύ και ο { $player } δεν μπορείτε να επιτεθείτε ο ένας στον άλλον αυτόν τον γύρο
evo-label-play = Παίξε «{ $card }»: { $what }

evo-what-sleeping-gene = δεν μπορούν να παιχτούν άλλες κάρτες αυτόν τον γύρο
evo-what-accident = απομάκρυνε έναν δεινόσαυρο παίκτη που έχει 5 ή περισσότερους δεινόσαυρους στο ταμπλό
evo-what-cuckoo = αντικατάστησε το νεογέννητο άλλου παίκτη με έναν δικό σου δεινόσαυρο
evo-what-weather-swing = ο δείκτης κλίματος μετακινείται από τη θέση { $from } { $space-in } και μετά ρίχνεται το ζάρι κλίματος
evo-what-weather-gene = διάλεξε το αποτέλεσμα του ζαριού κλίματος
evo-what-me-first = παίζεις πρώτος για τον υπόλοιπο γύρο
evo-what-genetic-highflyer = η τιμή σου σε αυτή τη δημοπρασία είναι 3 ΠΕξ χαμηλότερη
evo-what-gene-split = όποιος σε υπερθεματίσει πληρώνει 3 ΠΕξ παραπάνω σε αυτή τη δημοπρασία
evo-what-ice-cold = κάθε είδος έχει μία γούνα λιγότερη αυτόν τον γύρο
evo-what-killer-rays = κάθε είδος έχει ένα αλεξήλιο λιγότερο αυτόν τον γύρο
evo-what-missing-link = δημοπρατείται ένα γονίδιο λιγότερο αυτόν τον γύρο και ένας παίκτης μπορεί να πει πάσο
evo-what-heatproof-skin = όλοι οι δεινόσαυροί σου σε ζεστές περιοχές επιβιώνουν αυτόν τον γύρο
evo-what-catastrophe = ο δείκτης κλίματος προχωρά δύο θέσεις, { $space-in }· δεν ρίχνεται ζάρι κλίματος
evo-what-tough-kids = τα νεογέννητά σου μπορούν να τοποθετηθούν πάνω σε δεινόσαυρους άλλων ειδών και επιτίθενται με ένα κέρατο παραπάνω
evo-what-big-brother = οι δεινόσαυροί σου αμύνονται με δύο κέρατα παραπάνω αυτόν τον γύρο
evo-what-giant-gene = οι δεινόσαυροί σου επιτίθενται με δύο κέρατα παραπάνω αυτόν τον γύρο
evo-what-primal-urge = ένας πόντος κίνησης για κάθε δεινόσαυρό σου στο ταμπλό (τώρα { $dinos }) αντί για τα πόδια σου
evo-what-pthermodactylus = όλοι οι δεινόσαυροί σου σε κρύες περιοχές επιβιώνουν αυτόν τον γύρο
evo-what-birth-control = κανείς δεν αποκτά νεογέννητα αυτόν τον γύρο
evo-what-survival-gene = κάθε άλλος παίκτης χάνει 1 ΠΕξ για κάθε δεινόσαυρο που σκότωσε το κλίμα αυτόν τον γύρο
evo-what-wandering-brood = τα νεογέννητά σου μπορούν να τοποθετηθούν έως 3 περιοχές μακριά
evo-what-unexpected-gene = παίρνεις 2 ΠΕξ παραπάνω στην τελική βαθμολογία
evo-what-vegetarian-diet = καμία μάχη για τον υπόλοιπο γύρο
evo-what-defensive-gas = δύο παίκτες δεν μπορούν να επιτεθούν ο ένας στον άλλον αυτόν τον γύρο
evo-what-flood = ένα ζάρι για κάθε δεινόσαυρο στην ακτή· αν η ζαριά μαζί με τα αλεξήλια του κατόχου του κάνει 3 ή λιγότερο, πνίγεται
evo-what-duplication-from = πάρε την κάρτα «{ $card }» από { $from-acc } (μπορείς να την παίξεις από τον επόμενο γύρο)
evo-what-duplication-self = πάρε την κάρτα «{ $card }» από τον εαυτό σου (μπορείς να την παίξεις από τον επόμενο γύρο)
evo-what-duplication = πάρε την κάρτα που μόλις παίχτηκε

evo-prompt-own-births = Ακολουθούν οι γεννήσεις σου: παίξε «Σκληρά μικρά» ή «Περιπλανώμενοι απόγονοι», ή πάσο
evo-prompt-final = Το παιχνίδι τελείωσε: παίξε «Απρόσμενο γονίδιο» για 2 ΠΕξ παραπάνω, ή πάσο
evo-prompt-window = Παίξε μια κάρτα γεγονότος { $window }, ή πάσο
evo-prompt-response-own = Έπαιξες «{ $card }»: απάντησε με «Διπλασιασμός» ή «Κοιμώμενο γονίδιο», ή πάσο
evo-prompt-response = { $player }: έπαιξε «{ $card }»· απάντησε με «Διπλασιασμός» ή «Κοιμώμενο γονίδιο», ή πάσο
evo-prompt-response-any = Απάντησε στην κάρτα που μόλις παίχτηκε με «Διπλασιασμός» ή «Κοιμώμενο γονίδιο», ή πάσο
evo-prompt-movement = Μετακίνησε έναν δεινόσαυρο ({ $left ->
    [one] απομένει { $left } πόντος κίνησης
   *[other] απομένουν { $left } πόντοι κίνησης
}) ή τελείωσε την κίνησή σου
evo-prompt-tough-kids = Τοποθέτησε ένα νεογέννητο πάνω σε δεινόσαυρο άλλου είδους («Σκληρά μικρά») ή σταμάτα τις γεννήσεις σου
evo-prompt-birth = Τοποθέτησε ένα νεογέννητο ({ $eggs ->
    [one] απομένει { $eggs } αυγό
   *[other] απομένουν { $eggs } αυγά
}, { $supply ->
    [one] { $supply } δεινόσαυρος
   *[other] { $supply } δεινόσαυροι
} στο απόθεμά σου)
evo-prompt-survival = Οι δεινόσαυροί σου σε { $hot ->
    [hot] ζεστές
   *[cold] κρύες
} περιοχές: διάλεξε ακόμη { $keep } από αυτούς τους { $candidates } για να επιβιώσουν (οι άλλοι πεθαίνουν)
evo-prompt-survival-any = Διάλεξε ποιοι δεινόσαυροί σου επιβιώνουν
evo-prompt-bid = { $outbid ->
    [yes] Σε υπερθεμάτισαν: κάνε νέα προσφορά για ένα γονίδιο{ $pass ->
        [yes] { " " }ή πάσο
       *[no] { "" }
    }
   *[no] Κάνε προσφορά για ένα γονίδιο{ $pass ->
        [yes] { " " }ή πάσο
       *[no] · πρέπει να κάνεις προσφορά
    }
} (έχεις { $ep } ΠΕξ{ $mutations ->
    [0] { "" }
    [one] { " " }και { $mutations } μετάλλαξη, άρα κάθε τιμή είναι κατά { $mutations } χαμηλότερη
   *[other] { " " }και { $mutations } μεταλλάξεις, άρα κάθε τιμή είναι κατά { $mutations } χαμηλότερη
})

evo-fx-round = Αρχίζει ο γύρος { $round }
evo-fx-initiative = { $player } φέρνει { $roll } για την Εκκίνηση
evo-fx-order-set = Σειρά παιξίματος σε αυτόν τον γύρο: { $order }
evo-fx-order-changed = Η σειρά παιξίματος είναι τώρα: { $order }
evo-fx-climate-rolled = { $player } φέρνει { $roll } για το κλίμα: ο δείκτης { $roll ->
    [1] πηγαίνει πίσω από τη θέση { $from }
    [2] μένει
   *[other] προχωρά από τη θέση { $from }
} { $space-in }
evo-fx-climate-changed = «{ $card }»: ο δείκτης κλίματος μετακινείται από τη θέση { $from } { $space-in }
evo-fx-card-played = { $player } παίζει «{ $card }»{ $on }{ $choosing }{ $what }
evo-fx-on-dino-of = { " " }στον δεινόσαυρο { $owner-gen } στην περιοχή { $region }
evo-fx-on-dino = { " " }στον δεινόσαυρο στην περιοχή { $region }
evo-fx-choosing = , με επιλεγμένο αποτέλεσμα ζαριού { $value }
evo-fx-what = : { $what }
evo-fx-passed = { $player } δεν παίζει κάρτα
evo-fx-card-taken = { $player } παίρνει την κάρτα «{ $card }» από { $from-acc } με τον «Διπλασιασμό»
evo-fx-card-discarded = Η κάρτα «{ $card }» φεύγει από το παιχνίδι
evo-fx-dino-moved = { $player } μετακινεί έναν δεινόσαυρο από την περιοχή { $from } στην περιοχή { $to }
evo-fx-combat = { $attacker } επιτίθεται { $defender-to } στην περιοχή { $region } (διαφορά κεράτων { $diff }), φέρνει { $roll }: νικά ο { $winner }
evo-fx-dino-removed = Ο δεινόσαυρος { $player-gen } στην περιοχή { $region } { $cause ->
    [combat] έχασε σε μάχη
    [accident] είχε ατύχημα
    [flood] πνίγηκε στην πλημμύρα
    [climate] πέθανε από το κλίμα
   *[cuckoo] αντικαταστάθηκε από κούκο
} και επιστρέφει στο απόθεμα
evo-fx-dino-replaced = { $by } βάζει έναν δεινόσαυρο στην περιοχή { $region } στη θέση του νεογέννητου { $player-gen }
evo-fx-movement-ended = { $player } τελειώνει την κίνηση
evo-fx-newborn-placed = { $player } τοποθετεί ένα νεογέννητο στην περιοχή { $region }
evo-fx-births-ended = Οι γεννήσεις { $player-gen } τελείωσαν: { $placed ->
    [one] τοποθετήθηκε { $placed } νεογέννητο
   *[other] τοποθετήθηκαν { $placed } νεογέννητα
}
evo-fx-flood-rolled = Πλημμύρα: { $roller } φέρνει { $roll } για τον δεινόσαυρο { $player-gen } στην ακτή, στην περιοχή { $region }· { $roll } + { $parasols ->
    [one] { $parasols } αλεξήλιο
   *[other] { $parasols } αλεξήλια
} = { $sum }: { $survives ->
    [yes] επιβιώνει (περισσότερο από 3)
   *[no] πνίγεται (3 ή λιγότερο)
}
evo-fx-dino-kept = { $player } κρατά ζωντανό τον δεινόσαυρο στην περιοχή { $region }
evo-fx-ep-gained = { $player } κερδίζει { $amount } ΠΕξ (σύνολο { $total } ΠΕξ)
evo-fx-ep-lost = { $player } χάνει { $amount } ΠΕξ (σύνολο { $total } ΠΕξ)
evo-fx-meteor-moved = Ο μετεωρίτης πηγαίνει στη θέση { $space }
evo-fx-meteor-rolled = { $player } φέρνει { $roll } για τον μετεωρίτη: { $struck ->
    [yes] πέφτει!
   *[no] αστοχεί
}
evo-fx-end-last-space = Ο μετεωρίτης φτάνει στην τελευταία θέση: το παιχνίδι τελειώνει
evo-fx-end-strike = Ο μετεωρίτης πέφτει: το παιχνίδι τελειώνει
evo-fx-genes-drawn = Γονίδια στη δημοπρασία: { $genes }
evo-fx-offer-row = γραμμή { $row } { $gene }
evo-fx-bid-placed = { $player } προσφέρει { $value } στη γραμμή { $row } ({ $gene })
evo-fx-outbid = { $by } υπερθεματίζει την προσφορά { $player-gen } στη γραμμή { $row }
evo-fx-bid-passed = { $player } λέει πάσο στη δημοπρασία
evo-fx-gene-bought = { $player } πληρώνει { $price } ΠΕξ για προσφορά { $bid } (απομένουν { $total } ΠΕξ) και παίρνει { $kind ->
    [card] ένα γονίδιο κάρτας και τραβά μια κάρτα γεγονότος
    [egg] ένα γονίδιο αυγού
   *[other] ένα γονίδιο { $gene-gen }
}
evo-fx-card-drawn = { $player } τραβά την κάρτα «{ $card }»
evo-fx-card-drawn-hidden = { $player } τραβά μια κάρτα γεγονότος
evo-fx-final-scores = Τελική βαθμολογία: { $scores }· νίκη: { $winners }
evo-fx-score = { $player } { $score }

evo-fx-sleeping-gene = δεν μπορούν να παιχτούν άλλες κάρτες αυτόν τον γύρο
evo-fx-me-first = { $player } παίζει πρώτος για τον υπόλοιπο γύρο
evo-fx-genetic-highflyer = η τιμή { $player-gen } σε αυτή τη δημοπρασία είναι 3 ΠΕξ χαμηλότερη
evo-fx-gene-split = όποιος υπερθεματίσει { $player-acc } πληρώνει 3 ΠΕξ παραπάνω σε αυτή τη δημοπρασία
evo-fx-ice-cold = κάθε είδος έχει μία γούνα λιγότερη αυτόν τον γύρο
evo-fx-killer-rays = κάθε είδος έχει ένα αλεξήλιο λιγότερο αυτόν τον γύρο
evo-fx-missing-link = δημοπρατείται ένα γονίδιο λιγότερο αυτόν τον γύρο και ένας παίκτης μπορεί να πει πάσο
evo-fx-heatproof-skin = όλοι οι δεινόσαυροι { $player-gen } σε ζεστές περιοχές επιβιώνουν αυτόν τον γύρο
evo-fx-catastrophe = ο δείκτης κλίματος προχωρά δύο θέσεις· δεν ρίχνεται ζάρι κλίματος
evo-fx-tough-kids = τα νεογέννητα { $player-gen } μπορούν να τοποθετηθούν πάνω σε δεινόσαυρους άλλων ειδών και επιτίθενται με +1 κέρατο
evo-fx-weather-gene = δεν ρίχνεται ζάρι κλίματος αυτόν τον γύρο
evo-fx-big-brother = οι δεινόσαυροι { $player-gen } αμύνονται με +2 κέρατα αυτόν τον γύρο
evo-fx-giant-gene = οι δεινόσαυροι { $player-gen } επιτίθενται με +2 κέρατα αυτόν τον γύρο
evo-fx-primal-urge = { $player } κινείται τόσα βήματα όσοι είναι οι δεινόσαυροί του στο ταμπλό, όσα πόδια κι αν έχει
evo-fx-pthermodactylus = όλοι οι δεινόσαυροι { $player-gen } σε κρύες περιοχές επιβιώνουν αυτόν τον γύρο
evo-fx-birth-control = κανείς δεν αποκτά νεογέννητα αυτόν τον γύρο
evo-fx-survival-gene = κάθε άλλος παίκτης χάνει 1 ΠΕξ για κάθε δεινόσαυρο που σκότωσε το κλίμα αυτόν τον γύρο
evo-fx-wandering-brood = τα νεογέννητα { $player-gen } μπορούν να τοποθετηθούν έως 3 περιοχές μακριά
evo-fx-unexpected-gene = { $player } παίρνει 2 ΠΕξ παραπάνω στην τελική βαθμολογία
evo-fx-vegetarian-diet = καμία μάχη για τον υπόλοιπο γύρο
evo-fx-defensive-gas-with = { $player } και { $other } δεν μπορούν να επιτεθούν ο ένας στον άλλον αυτόν τον γύρο
evo-fx-defensive-gas = δύο παίκτες δεν μπορούν να επιτεθούν ο ένας στον άλλον αυτόν τον γύρο
evo-fx-flood = ένα ζάρι για κάθε δεινόσαυρο στην ακτή· αν η ζαριά μαζί με τα αλεξήλια κάνει 3 ή λιγότερο, ο δεινόσαυρος πνίγεται

evo-err-rounds-1-2 = καμία κάρτα γεγονότος δεν παίζεται στους γύρους 1 και 2
evo-err-sleeping = παίχτηκε το «Κοιμώμενο γονίδιο»: δεν μπορούν να παιχτούν άλλες κάρτες αυτόν τον γύρο
evo-err-not-held = δεν έχεις την κάρτα «{ $card }»
evo-err-duplicated = η κάρτα «{ $card }» πάρθηκε με τον «Διπλασιασμό» και μπορεί να παιχτεί από τον γύρο { $round } και μετά
evo-err-window = η κάρτα «{ $card }» δεν μπορεί να παιχτεί { $window }
evo-err-response = μόνο ο «Διπλασιασμός» ή το «Κοιμώμενο γονίδιο» μπορούν να απαντήσουν σε κάρτα που μόλις παίχτηκε
evo-err-one-climate-card = μόνο μία κάρτα κλίματος μπορεί να παιχτεί σε κάθε γύρο
evo-err-needs-region = η κάρτα «{ $card }» χρειάζεται περιοχή-στόχο
evo-err-no-region-param = η κάρτα «{ $card }» δεν παίρνει περιοχή
evo-err-needs-player = η κάρτα «{ $card }» χρειάζεται έναν άλλο παίκτη
evo-err-no-player-param = η κάρτα «{ $card }» δεν παίρνει παίκτη
evo-err-needs-value = η κάρτα «{ $card }» χρειάζεται τιμή ζαριού
evo-err-no-value-param = η κάρτα «{ $card }» δεν παίρνει τιμή
evo-err-no-dino-in = δεν υπάρχει δεινόσαυρος στην περιοχή { $region }
evo-err-own-dino-target = η κάρτα «{ $card }» πρέπει να στοχεύει δεινόσαυρο άλλου παίκτη
evo-err-accident-five = η κάρτα «{ $card }» χρειάζεται στόχο με τουλάχιστον 5 δεινόσαυρους στο ταμπλό (PD-24)
evo-err-cuckoo-newborn = ο «Κούκος» πρέπει να αντικαταστήσει δεινόσαυρο που γεννήθηκε σε αυτή τη Φάση 4
evo-err-cuckoo-supply = ο «Κούκος» χρειάζεται έναν δεινόσαυρο στο απόθεμά σου
evo-err-weather-swing = η «Αλλαγή καιρού» χρειάζεται τον δείκτη σε πράσινη ή καφέ θέση (PD-23)
evo-err-weather-gene-value = η τιμή του «Γονιδίου καιρού» πρέπει να είναι αποτέλεσμα ζαριού από 1 έως 6
evo-err-defensive-gas = το «Αμυντικό αέριο» ορίζει έναν άλλο παίκτη
evo-err-highflyer = μόνο παίκτης που κέρδισε γονίδιο μπορεί να παίξει τη «Γενετική υπεροχή»
evo-err-no-such-region = δεν υπάρχει περιοχή { $region } σε αυτό το ταμπλό
evo-err-no-mp = δεν απομένουν πόντοι κίνησης
evo-err-no-dino-of-yours = δεν έχεις δεινόσαυρο στην περιοχή { $region }
evo-err-not-adjacent = η περιοχή { $to } δεν γειτονεύει με την περιοχή { $from } (μία περιοχή ανά πόντο κίνησης)
evo-err-own-dino-there = στην περιοχή { $region } υπάρχει δικός σου δεινόσαυρος: δεν μπορείς να μπεις ποτέ εκεί
evo-err-vegetarian = παίχτηκε η «Χορτοφαγία»: καμία μάχη αυτόν τον γύρο
evo-err-gas = «Αμυντικό αέριο»: αυτοί οι δύο παίκτες δεν μπορούν να επιτεθούν ο ένας στον άλλον αυτόν τον γύρο
evo-err-two-horns-down = επίθεση με δύο ή περισσότερα κέρατα λιγότερα είναι αδύνατη
evo-err-wrong-decision = η ενέργεια { $action } δεν απαντά στην εκκρεμή απόφαση «{ $kind }»
evo-err-not-a-candidate = η περιοχή { $region } δεν είναι μία από αυτές με { $class ->
    [hot] ζεστούς
   *[cold] κρύους
} δεινόσαυρούς σου που απομένει να επιλεγούν
evo-err-no-row = δεν υπάρχει γραμμή { $row }· οι γραμμές είναι από 1 έως { $rows }
evo-err-bid-too-high = προσφορά { $value } κοστίζει περισσότερο από τους ΠΕξ σου (το πολύ { $max } με τις μεταλλάξεις σου, PD-15)
evo-err-row-taken = η γραμμή { $row } είναι πιασμένη: μια προσφορά εκεί πρέπει να είναι τουλάχιστον { $min }
evo-err-no-card-now = δεν μπορεί να παιχτεί κάρτα τώρα (γύροι 1 και 2, ή μετά το «Κοιμώμενο γονίδιο»)
evo-err-gene-split-now = δεν μπορείς να παίξεις τη «Διάσπαση γονιδίου» τώρα
evo-err-sleeping-slot = το «Κοιμώμενο γονίδιο» μπορεί να ακολουθήσει τη δική σου προσφορά μόνο στη θέση της «Διάσπασης γονιδίου» (πρέπει να έχεις και τις δύο κάρτες)
evo-err-both-slot = παίξε μία κάρτα στη θέση της «Διάσπασης γονιδίου»· το «Κοιμώμενο γονίδιο» μπορεί ακόμη να απαντήσει στη «Διάσπαση γονιδίου» στο βήμα απάντησης
evo-err-must-bid = η προσφορά είναι υποχρεωτική: δεν απομένει πάσο σε αυτή τη δημοπρασία
evo-err-own-dino-birth = στην περιοχή { $region } υπάρχει ήδη δικός σου δεινόσαυρος
evo-err-occupied = η περιοχή { $region } είναι κατειλημμένη· μόνο νεογέννητα των «Σκληρών μικρών» μπορούν να πάνε εκεί
evo-err-too-far = η περιοχή { $region } είναι πολύ μακριά από τους δεινόσαυρούς σου
evo-err-too-far-range = η περιοχή { $region } είναι πολύ μακριά: τα νεογέννητα μπαίνουν σε απόσταση έως { $range ->
    [one] { $range } περιοχής
   *[other] { $range } περιοχών
} από τους δεινόσαυρούς σου
evo-err-births-compulsory = οι γεννήσεις είναι υποχρεωτικές όσο απομένει κενή επιτρεπτή περιοχή
evo-err-players = το evo παίζεται από 3 έως 5 παίκτες, όχι { $seats }
evo-err-options = μη έγκυρες επιλογές του evo: { $why }
evo-err-boards = μη έγκυρο options.boards: { $why }
evo-err-embedded-boards = ενσωματωμένα δεδομένα ταμπλό: { $why }
evo-err-last-space = το round_track.last_space πρέπει να βρίσκεται μετά την αρχική θέση { $start } του μετεωρίτη, όχι { $last }
evo-err-die-space-range = η θέση ζαριού { $space } του round_track πρέπει να βρίσκεται στο 1..{ $last }
evo-err-die-space-twice = η θέση ζαριού { $space } του round_track αναφέρεται δύο φορές
evo-err-die-space-impact = θέση ζαριού { $space } του round_track: οι αριθμοί πρόσκρουσης πρέπει να είναι 1..6
evo-err-starting-ep = το starting_ep πρέπει να είναι 6 ή 10 (PD-06), όχι { $ep }
evo-err-blank-cards = use_blank_cards: οι κενές κάρτες δεν χρησιμοποιούνται ποτέ (PD-36)

evo-opt-starting-ep = Αρχικοί πόντοι εξέλιξης
evo-opt-starting-ep-help = Οι ΠΕξ με τους οποίους ξεκινά κάθε παίκτης: 6 όπως στους κανόνες που μεταφράστηκαν εδώ ή 10 όπως στους αγγλικούς κανόνες.
evo-opt-starting-ep-6 = 6 ΠΕξ
evo-opt-starting-ep-10 = 10 ΠΕξ (αγγλικοί κανόνες)
evo-opt-tie-break = Ισοπαλία στην Εκκίνηση
evo-opt-tie-break-help = Ανάμεσα σε παίκτες με ίσο αριθμό ουρών: πρώτος παίζει όποιος έχει περισσότερους δεινόσαυρους στο ταμπλό ή όποιος έχει λιγότερους.
evo-opt-tie-break-more = Πρώτοι όσοι έχουν περισσότερους δεινόσαυρους
evo-opt-tie-break-fewer = Πρώτοι όσοι έχουν λιγότερους δεινόσαυρους
evo-opt-board = Ταμπλό για τέσσερις παίκτες
evo-opt-board-help = Οι δύο πλευρές χάρτη που σχηματίζουν το νησί για τέσσερις παίκτες: ο μικρός και ο μεγάλος χάρτης ή οι δύο μεσαίοι χάρτες.
evo-opt-board-s-l = Μικρός + μεγάλος χάρτης
evo-opt-board-two-medium = Οι δύο μεσαίοι χάρτες
evo-opt-hard = Δύσκολη παραλλαγή
evo-opt-hard-help = Σε κάθε δημοπρασία ένα γονίδιο λιγότερο από τους παίκτες, οπότε ένας παίκτης μπορεί να πει πάσο· ο μετεωρίτης δεν κινείται στους γύρους 1 και 2, οπότε το παιχνίδι κρατά περισσότερο.
evo-opt-round-track = Μετρητής γύρων (μετεωρίτης)
evo-opt-round-track-help = Η διαδρομή του μετεωρίτη: 16 θέσεις· στη θέση 13 ο μετεωρίτης πέφτει αν έρθει 1, στη 14 αν έρθει 1 ή 2, στη 15 αν έρθει 1 έως 3· η θέση 16 τελειώνει το παιχνίδι.
evo-opt-round-track-16 = 16 θέσεις, θέσεις ζαριού 13 έως 15

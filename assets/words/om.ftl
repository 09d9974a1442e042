# Jechoota Daga Afaan Oromootiin (om), Qubee.
# DRAFT: written by the Daga developers, not yet reviewed by a native speaker.
# Wixinee: ammallee dubbataa afaan dhalootaatiin hin sakatta'amne. See docs/TRANSLATING.md to correct it.
# Game terms keep their own words from the rule texts: gal, gabad, jare.

app-title = Daga — Shax, Sadeqa III, Bao la Kimasai
app-tagline = Taphoota gabatee sadii Afrikaa Bahaa irraa
language-draft = { $language } (wixinee)
menu-keys = Furtuuwwan: xiyyoon ykn Tab ni filata, Enter ni fudhata, Esc ni dhiisa, U ni deebisa, R ni irra deebi'a.
menu-continue = Itti fufi
menu-review = Irra deebi'ii ilaali
menu-opponent = Morkataa
menu-levels = Sadarkaa kompiitaraa
menu-friend-here = Hiriyaa iskiriinii kana irratti
menu-friend-online = Hiriyaa toora irratti
menu-computer = Kompiitara
menu-level = { $number } { $name }
menu-who-starts = Eenyutu jalqaba:
menu-you = Ati
menu-south = Kibba
menu-north = Kaaba
menu-side-marked = { $side } — { $marks }
# A side on the board with what it has captured: "You — light pieces: captured 3 pieces".
side-captured = { $side }: { $captured }
menu-seeds = Sanyii boolla tokkotti ({ $games }):
menu-seeds-short = 4, tapha gabaabaa Wallagga guutuu keessatti taphatamu
menu-learn-it = Baradhu
menu-learn-lessons = Baradhu: barnoota gabaabaa { $count }
menu-lessons-stars = Barnoota ({ $stars ->
    [one] urjii 1
   *[other] urjii { $stars }
})
menu-lesson-of = Barnoota { $number } kan { $count } keessaa
menu-learn-lesson-of = Baradhu: barnoota { $number } kan { $count } keessaa
menu-invite = Hiriyaa affeeri
menu-invite-game = Hiriyaa affeeri: { $game }
menu-play-game = { $game } taphadhu
menu-how-to-play = Akkaataa itti taphatamu
menu-open-record = Galmee bani
menu-quit = Ba'i
card-lessons-to-learn = { $count ->
    [one] Barnoota 1 ittiin baratamu
   *[other] Barnoota { $count } ittiin baratamu
}
card-lessons-all-done = Barnoonni { $count } hundi xumuramaniiru, { $stars ->
    [one] urjii 1
   *[other] urjii { $stars }
}
card-lessons-done = Barnoota: { $done } kan { $count } keessaa xumurame
level-1 = Jalqabaa
level-2 = Idilee
level-3 = Kilaba
level-4 = Cimaa
level-5 = Ogeessa
kept-against-computer = { $game } kompiitara irratti ({ $level }), { $progress }
kept-against-friend = { $game } hiriyaa irratti, { $progress }
kept-against-friend-online = { $game } hiriyaa toora irratti, { $progress }
moves-played = { $count ->
    [one] tarkaanfiin 1 taphatameera
   *[other] tarkaanfiiwwan { $count } taphatamaniiru
}
not-started = hin jalqabamne
kept-for-continue = Taphni kee "Itti fufi"f kuufameera: { $game }.
keep-my-game = Tapha koo kuusi
start-new-game = Tapha haaraa jalqabduu?
new-game-replaces = Taphni { $game } haaraan bakka isaa bu'a, itti fufuunis hin danda'amu.
new-game = Tapha haaraa
join-friends-game = Tapha hiriyaa keetii makamtaa?
friends-game-replaces = Taphni hiriyaa keetii bakka isaa bu'a, itti fufuunis hin danda'amu.
join-anyway = Haa ta'u malee makami
settings-title = Qindaa'ina
settings-sound = Sagalee
settings-speed = Saffisa:
settings-effects = Miidhagina:
settings-look = Bifa:
settings-text-size = Guddina barreeffamaa:
settings-language = Afaan:
settings-coordinates = Maqaa bakkeewwanii gabatee irratti
settings-touch-at-once = Tuqaa: tuqaa jalqabaatiin tarkaanfii taphadhu (yoo kana hin taane tuqaan jalqabaa tarkaanfii facaasu, qabatu ykn sarara uumu agarsiisa, kan lammaffaan immoo taphata)
settings-done = Xumuri
game-over = Taphni xumurameera
play-again = Irra deebi'ii taphadhu
undo = Deebisi
menu = Baafata
menu-tooltip = Gara baafataatti deebi'i; taphni Itti fufiif kuufama
winner-places-first = { $streak }. Injifataan tapha itti aanu irratti dursee kaa'a.
title-review-progress = Irra deebii { $percent } %
title-lesson-done = Barnoonni { $number } xumurameera
title-lesson-of = Barnoota { $number } kan { $count } keessaa
speed-slow = Suuta
speed-normal = Idilee
speed-fast = Ariifataa
speed-instant = Battalumatti
effects-full = Guutuu
effects-calm = Tasgabbaa'aa
look-wood = Muka
look-high-contrast = Garaagarummaa guddaa
play-on-from-here = Asii itti fuftee taphattaa?
played-on-replaces = Taphni kun, tarkaanfii agarsiifame irraa itti fufee, bakka isaa bu'a, itti fufuunis hin danda'amu.
replace-and-play = Bakka buusii taphadhu
open-this-game = Tapha kana bantaa?
open-it = Bani
kimasai-origin = Maasaayii, Dodoomaa, Taanzaaniyaa
kimasai-summary = Dhagaxoonni tokko tokkoon tarree kee lamaan naannoo tarkaanfatu; tarree kee isa duraa seenuun utubaa guutuu qabadhu.
sadeqa-origin = Oromoo, Wallagga, Itoophiyaa
sadeqa-summary = Sanyii tarree lamaan naannoo facaasi, facaasuu itti fufi; boolla kee duwwaa keessatti yoo xumurte, kan fuullee jiru qabatta.
shax-origin = Somaaliyaa
shax-summary = Tokkoon tokkoon dhagaxa kudha lama kaa'a, sana booda sararoota hordofee tarkaanfata: sadii tarree tokko irratti (jare) dhagaxa tokko fudhata.
how-to-play-game = Akkaataa { $game } itti taphatamu
where-it-comes-from = Bakka irraa dhufe: { $origin }
page-loading = Daga fe'amaa jira…
page-starting = Jalqabaa jira…
page-received = { $received } kan { $total } keessaa
page-needs-webgl2 = Daga WebGL2 barbaada, kan barbaadaan kun hin qabne (ykn dhaamsame). Firefox, Chrome, Edge ykn Safari haaraan ni hojjechiisa.
page-needs-simd = Daga WebAssembly SIMD barbaada, kan barbaadaan kun hin qabne. Firefox, Chrome, Edge ykn Safari haaraan (16.4 ykn isaa ol) ni hojjechiisa.
page-could-not-start = Daga jalqabuu hin dandeenye: { $error }

online-invitation = Daga toora irratti na waliin taphadhu: kutaa { $code } { $server } irratti
online-reaching = Kutaa { $code }: gara sarvarii gahaa jira…
online-room = Kutaa { $code }
online-waiting = Hiriyaa kee eegaa jirta: koodii itti himi, ykn affeerraa ergi.
online-copy-invitation = Affeerraa garagalchi
copied = Garagalfameera
online-friend-here = Kutaa { $code } · hiriyaan kee as jira
online-friend-left = Hiriyaan kee ba'eera.
online-trying-again = { $why } Irra deebi'ee yaalaa jira…
online-dropped = Walqunnamtiin hiriyaa keetii citeera — eegaa jira… { $left }
online-not-back = Hiriyaan kee hin deebine. Tapha gaafachuu dandeessa, ykn eeguu itti fufi.
online-claim-win = Injifannoo gaafadhu
online-call-draw = Walqixxee godhi
online-clock-you = Ati { $left }
online-clock-friend = Hiriyaa { $left }
online-offers-draw = Hiriyaan kee walqixxee dhiheessa.
online-asks-takeback = Hiriyaan kee tarkaanfii isaa isa dhumaa deebisuu gaafata.
online-dispute = Appiin hiriyaa keetii tarkaanfii { $move } irraa jalqabee tapha biraa qaba.
online-take-theirs = Kan isaa fudhadhu
online-keep-mine = Kan koo qabadhu
online-accept = Fudhadhu
online-decline = Didi
online-resign-question = Tapha kana dhiistaa?
online-resign-yes = Eeyyee, nan dhiisa
online-resign-no = Lakki
online-offer-draw = Walqixxee dhiyeessi
online-ask-takeback = Deebisuu gaafadhu
online-resign = Dhiisi
online-waiting-answer = Deebii hiriyaa keetii eegaa jirta…
online-friend-agreed = Hiriyaan kee walii gale.
online-friend-said-no = Hiriyaan kee dide.
online-friend-resigned = Hiriyaan kee tapha dhiise.
online-friend-back = Hiriyaan kee deebi'eera.
online-friend-claimed = Appiin hiriyaa keetii taphni xumurame jedha ({ $ending }); asitti itti fufa.
online-claimed-resignation = dhiisuu
online-claimed-draw = walqixxee waliigalame
online-claimed-time-up = yeroon xumurame
online-claimed-you-left = ati baate
online-mismatch-other-game = Kutaan tapha biraa qaba: hiriyaa kee koodii haaraa gaafadhu.
online-mismatch-same-side = Namni biraa kutaa kana keessaa gama kee taphata: hiriyaa kee koodii haaraa gaafadhu.
online-mismatch-other-version = Hiriyaan kee gosa Daga biraa fayyadama: lachuu gosa tokko barbaaddu.
line-room-full = Kutaan guutameera: taphattoonni lama duraanuu keessa jiru.
line-unreachable = Sarvariin hin argamu (teessoon sirrii dha, hojii irras jiraa?)
line-no-answer = Sarvariin hin deebisne: neetworkiin suuta ta'uu ykn cufamuu danda'a.
online-clock = Sa'aatii:
online-server = Sarvarii:
clock-none = sa'aatii malee
clock-increment = { $minutes }+{ $seconds }
clock-days-a-move = { $days ->
    [one] guyyaa tokko tarkaanfii tokkoof
   *[other] guyyaa { $days } tarkaanfii tokkoof
}
online-ice-header = Fagoo: sarvarota STUN fi TURN
online-ice-servers = Sarvarota:
online-turn-user = Fayyadamaa TURN:
online-turn-password = jecha icciitii:
online-ice-none = Homaa: neetworkii tokko irratti gaarii dha; hiriyoonni fagoo jiran yoo xiqqaate sarvarii STUN tokko barbaadu.
online-ice-used = { $count ->
    [one] Tapha itti aanuuf itti fayyadama: sarvarii 1.
   *[other] Tapha itti aanuuf itti fayyadama: sarvarota { $count }.
}
online-hosting = Keessummeessuu: hiriyoonni neetworkii kee irra jiran { $server } haa fayyadaman
online-hosting-no-address = Keessummeessuu: kompiitarri kun teessoo neetworkii hin qabu
online-host-here = Kompiitara kana irratti keessummeessi
online-join-title = Tapha hiriyaa itti makami
online-join-hint = koodii isaa, akka kamu-tevo-bada-sini, ykn liinkii isaa
online-join = Makami
online-not-a-code = '{ $text }' koodii kutaa miti: koodiin jechoota afur akka kamu-tevo-bada-sini ti
online-cannot-host = Keessummeessuu hin danda'u: { $why }
online-joining = { $code } itti makamaa jirta: gara sarvarii gahaa jira…
online-joining-waiting = Kutaa { $code } keessa: hiriyaa kee eegaa jirta…
online-joining-met = Hiriyaan kee as jira: taphni isaa dhufaa jira…
online-cancel = Haqi

lesson-start-again = Irra deebi'ii jalqabi
lesson-start-again-tooltip = Barnoota irra deebi'ii jalqabi
settings-tooltip = Sagalee, saffisa, bifa
undo-tooltip = Deebisi (U)
redo = Irra deebi'i
redo-tooltip = Irra deebi'i (R)
hint = Akeekkachiisa
hint-thinking = Yaadaa jira…
hint-tooltip = Tarkaanfii gaarii (H); guutuu isaa arguuf ammas
hint-mark = (akeekkachiisa)
record = Galmee
record-tooltip = Taphicha sarara tokkoon, garagalchuuf
record-title = Galmee taphichaa
room-link = Liinkii kutaa
room-link-tooltip = Liinkii kutaa kanaa: hiriyaan kee makamuuf ni bana
room-link-title = Hiriyaan kee tapha itti makamuuf liinkii kana bana
send-my-move = Tarkaanfii koo ergi
send-my-move-tooltip = Liinkii tarkaanfii kee qabu, hiriyaa keetiif
send-my-move-title = Liinkii kana hiriyaa keetiif ergi: tarkaanfii kee qaba
link = Liinkii
link-tooltip = Liinkii tapha kanaa tarkaanfii kana irratti
dont-remove = Hin fudhatin
or-pick-to-remove = ykn dhagaxa fudhattu filadhu
no-moves-yet = Ammallee tarkaanfiin hin jiru
moves-count = { $count ->
    [one] Tarkaanfii 1
   *[other] Tarkaanfiiwwan { $count }
}{ $hinted ->
    [0] {""}
    [one] , 1 akeekkachiisa booda
   *[other] , { $hinted } akeekkachiisa booda
}
record-holds-the-game = Tapha guutuu qaba: garagalchi, kuusi, ergi.
record-copy = Garagalchi
record-close = Cufi
record-paste = Galmee tapha ykn liinkii tapha maxxansi ("Galmee" ykn "Liinkii" irraa):
record-open = Bani
record-review-it = Irra deebi'ii ilaali
record-does-not-open = Galmeen kun hin banamu

lesson-done = Barnoonni xumurameera
lesson-tried-needed = { $tried ->
    [one] tarkaanfiin 1 yaalameera
   *[other] tarkaanfiiwwan { $tried } yaalamaniiru
}, { $needed } barbaachisaa ture
lesson-next-in = Barnoonni itti aanu sekondii { $seconds } booda jalqaba.
lesson-stay = As turi
lesson-was-last = Sun barnoota tapha kanaa isa dhumaa ture.
lesson-next-waits = Barnoonni itti aanu si eeggata.
lesson-play-a-game = Tapha taphadhu
lesson-next = Barnoota itti aanu
lesson-again = Ammas

side-light-pieces = dhagaxoota adii
side-dark-pieces = dhagaxoota gurraacha
side-light-stones = dhagaxoota adii
side-dark-stones = dhagaxoota gurraacha
side-lower-row = tarree gadii
side-upper-row = tarree olii
side-left-column = utubaa bitaa
side-right-column = utubaa mirgaa
side-computer = Kompiitara ({ $level })
side-friend = Hiriyaa
captured-pieces = { $count ->
    [one] kan qabame: dhagaxa 1
   *[other] kan qabame: dhagaxoota { $count }
}
captured-seeds = { $count ->
    [one] kan qabame: sanyii 1
   *[other] kan qabame: sanyii { $count }
}
captured-stones = { $count ->
    [one] kan qabame: dhagaxa 1
   *[other] kan qabame: dhagaxoota { $count }
}
level-description = { $name }: { $sees }, { $errs }, { $time }
level-sees = { $depth ->
    [one] tarkaanfii tokko dursee arga
   *[other] tarkaanfii { $depth } dursee arga
}
level-searches-deep = gadi fageenyaan barbaada
level-errs-never = tarkaanfii isa caalu argate taphata
level-errs-now-and-then = yeroo muraasa tarkaanfii xiqqoo laafaa filata
level-errs-sometimes = yeroo tokko tokko tarkaanfii laafaa filata
level-errs-often = yeroo baay'ee tarkaanfii laafaa filata
level-errs-often-much = yeroo baay'ee tarkaanfii baay'ee laafaa filata
level-thinks = sekondii tokko ykn lama yaada
level-answers-at-once = battalumatti deebisa
side-computer-short = Kompiitara

status-plays-move = { $who ->
    [you] { $move } taphatta
   *[other] { $side } { $move } taphata
}
status-plays = { $who ->
    [you] Taphachaa jirta
   *[other] { $side } taphachaa jira
}
status-review-start = Irra deebii: jalqaba taphichaa
status-review-first = Irra deebii: tarkaanfii jalqabaa booda
status-review-after = Irra deebii: tarkaanfii { $move } booda
status-computer-thinking = Kompiitarri yaadaa jira
status-friend-move = Carraa hiriyaa keetii: ni eegama
status-far-move = Carraa { $side }, fagoo jira: liinkii isaa eegaa jira
status-your-move = Carraa kee
status-to-move = Carraa { $side }
result-computer-wins = Kompiitarri injifate
result-friend-wins = Hiriyaan kee injifate
result-you-win = Ati injifatte!
result-side-wins = { $side } injifate
result-draw = Walqixxee
tap-again = Taphachuuf ammas tuqi
sadeqa-tap-again = Facaasuuf ammas tuqi
kimasai-tap-again = Tarkaanfachuuf ammas tuqi
take-or-not = { $who ->
    [you] Ati
   *[other] { $side }
} { $who2 ->
    [you] dhagaxoota kee
   *[other] dhagaxoota { $side2 }
} keessaa tokko fudhachuu { $who ->
    [you] dandeessa
   *[other] danda'a
}: filadhu, ykn "Hin fudhatin"
end-no-moves = { $who ->
    [you] Tarkaanfiin siif hin hafne
   *[other] Tarkaanfiin { $side }f hin hafne
}
end-repetition = haalli wal fakkaatu deebi'eera
end-resigned = { $who ->
    [you] Tapha dhiifte
   *[other] { $side } tapha dhiise
}
end-draw-agreed = taphattoonni lachuu walii galan
end-time-up = { $who ->
    [you] Yeroon kee xumurame
   *[other] Yeroon { $side } xumurame
}
end-abandoned = { $who ->
    [you] Tapha keessaa baate
   *[other] { $side } tapha keessaa ba'e
}
end-lost = { $who ->
    [you] Moo'amte: { $reason }
   *[other] { $side } moo'ame: { $reason }
}
shax-phase-placing = Kaa'uu — harka keessa: { $south } { $south-count }, { $north } { $north-count }
shax-phase-removing = Fuudhuu — dhagaxoota morkataa keessaa tokko fudhadhu
shax-phase-moving = Sochii — sarara irra tarkaanfadhu; sadii tarree tokko irratti dhagaxa tokko fuudha
shax-phase-quiet = { $turns ->
    [one] Sochii — carraa 1 dhagaxni osoo hin fudhatamin ({ $limit } walitti aansee walqixxee dha)
   *[other] Sochii — carraa { $turns } walitti aansee dhagaxni osoo hin fudhatamin ({ $limit } walqixxee dha)
}
shax-hadig = Hadig — { $who ->
    [you] Ati cufamteetta
   *[other] { $side } cufameera
}; { $side2 } karaa banuu qaba.
shax-jare-removes = Jare! { $who ->
    [you] Dhagaxa tokko fudhatta
   *[other] { $side } dhagaxa tokko fudhata
}.
shax-jare-removes-from = Jare! { $who ->
    [you] Dhagaxa tokko { $point } irraa fudhatta
   *[other] { $side } dhagaxa tokko { $point } irraa fudhata
}.
shax-removes = { $who ->
    [you] Dhagaxa tokko fudhatta.
   *[other] { $side } dhagaxa tokko fudhata.
}
shax-removes-from = { $who ->
    [you] Dhagaxa tokko { $point } irraa fudhatta.
   *[other] { $side } dhagaxa tokko { $point } irraa fudhata.
}
shax-first-jare = { $who ->
    [you] Jare isa jalqabaa uumte: ati dursitee fudhatta.
   *[other] { $side } jare isa jalqabaa uume: { $side } dursee fudhata.
}
shax-placed = { $who ->
    [you] Dhagaxa kaa'atte.
   *[other] { $side } dhagaxa kaa'e.
}
shax-placed-move = { $who ->
    [you] Dhagaxa { $move } irra kaa'atte.
   *[other] { $side } dhagaxa { $move } irra kaa'e.
}
shax-moved = { $who ->
    [you] Sochoofte.
   *[other] { $side } sochoofe.
}
shax-moved-move = { $who ->
    [you] { $move } sochoofte.
   *[other] { $side } { $move } sochoofe.
}
shax-take-or-not = Jare! { $who ->
    [you] Ati
   *[other] { $side }
} { $who2 ->
    [you] dhagaxoota kee
   *[other] dhagaxoota { $side2 }
} keessaa tokko fudhachuu { $who ->
    [you] dandeessa
   *[other] danda'a
}: filadhu, ykn "Hin fudhatin"
shax-end-two-pieces = { $who ->
    [you] Dhagaxni lama qofti siif hafe
   *[other] Dhagaxni lama qofti { $side }f hafe
}
shax-end-hadig = hadig: taphataa cufame kan tarkaanfiin tokkollee hiikuu hin dandeenye
shax-end-quiet = carraa { $limit } walitti aansee dhagaxni osoo hin fudhatamin
sadeqa-phase = { $seeds ->
    [one] Sanyii 1 gabatee irra jira
   *[other] Sanyii { $seeds } gabatee irra jira
}
sadeqa-sowed = { $who ->
    [you] Facaafte.
   *[other] { $side } facaase.
}
sadeqa-sowed-move = { $who ->
    [you] { $move } facaafte.
   *[other] { $side } { $move } facaase.
}
sadeqa-sowed-captured = { $who ->
    [you] Facaaftee
   *[other] { $side } facaasee
} { $count ->
    [one] sanyii 1
   *[other] sanyii { $count }
} { $who ->
    [you] qabatte
   *[other] qabate
}.
sadeqa-sowed-move-captured = { $who ->
    [you] { $move } facaaftee
   *[other] { $side } { $move } facaasee
} { $count ->
    [one] sanyii 1
   *[other] sanyii { $count }
} { $who ->
    [you] qabatte
   *[other] qabate
}.
sadeqa-repetition-after = Haalli wal fakkaatu deebi'eera: taphataan hundi sanyii tarree isaa fudhata.
sadeqa-over-takes-left = Taphni xumurameera: { $who ->
    [you] ati
   *[other] { $side }
} { $count ->
    [one] sanyii 1
   *[other] sanyii { $count }
} gabatee irratti hafe { $who ->
    [you] fudhatta
   *[other] fudhata
}.
sadeqa-end-no-moves = { $who ->
    [you] Facaasuu hin dandeessu
   *[other] { $side } facaasuu hin danda'u
}, kanaaf { $who2 ->
    [you] ati sanyii hafe fudhatta
   *[other] { $side2 } sanyii hafe fudhata
}; kan sanyii baay'ee qabu injifata
sadeqa-end-repetition = haalli wal fakkaatu si'a sadii deebi'eera; taphataan hundi sanyii tarree isaa fudhata
kimasai-phase = Dhagaxoota: { $south } { $south-count }, { $north } { $north-count }
kimasai-stepped = { $who ->
    [you] Tarkaanfatte.
   *[other] { $side } tarkaanfate.
}
kimasai-stepped-move = { $who ->
    [you] { $move } tarkaanfatte.
   *[other] { $side } { $move } tarkaanfate.
}
kimasai-captured = { $who ->
    [you] Qabatte
   *[other] { $side } qabate
}: { $count ->
    [one] dhagaxa 1
   *[other] dhagaxoota { $count }
}!
kimasai-end-no-stones = { $who ->
    [you] Dhagaxni siif hin hafne
   *[other] Dhagaxni { $side }f hin hafne
}
refusal-friends-move = Carraa hiriyaa keetii: tarkaanfiin isaa ofumaan as dhufa.
refusal-far-move = Carraa { $side }, fagoo jira: liinkii tapha kanaa ergiif, kan isaa yeroo dhufu bani.
refusal-not-allowed = Seerri hin hayyamu — { $why }.
refusal-not-possible = Hin danda'amu — { $why }.
refusal-nothing-here = { $spot } irratti wanti hojjetamu hin jiru: bakkeewwan ifan filannoo dha.
refusal-not-legal-now = { $move } amma tarkaanfii seera qabeessa miti.
refusal-game-over = taphni xumurameera
hint-start-here = Akeekkachiisa: asii jalqabi
hint-move = Akeekkachiisa: { $move }
hint-start-at = Gorsa: { $spot } irraa jalqabi
hint-this-move = Akeekkachiisa: tarkaanfii kana
shax-refuse-hemmed = bakki { $from } cinaa jiru hundi dhagaxa qaba, kanaaf kun sochoofamuu hin danda'u
shax-refuse-step-occupied = { $point } duraanuu dhagaxa qaba: gara bakka duwwaa { $from } cinaa jiruutti tarkaanfadhu
shax-refuse-place-occupied = { $point } duraanuu dhagaxa qaba: kan kee bakka duwwaa irra kaa'i
shax-refuse-placing = dhagaxoonni ammallee kaa'amaa jiru: tokko bakka duwwaa irra kaa'i
shax-refuse-removal = yeroon fuudhuu ti: { $who ->
    [you] dhagaxoota kee
   *[other] dhagaxoota { $side }
} keessaa tokko fudhadhu
shax-refuse-stepping = dhagaxoonni amma sararoota irra tarkaanfatu: kan kee tokko filadhu, sana booda bakka duwwaa cinaa isaa jiru
shax-refuse-no-piece = { $point } { $who ->
    [you] dhagaxoota kee
   *[other] dhagaxoota { $side }
} keessaa tokkollee hin qabu: sochoosuuf isaan keessaa tokko filadhu
shax-refuse-not-next = { $to } sarara irratti { $from } cinaa hin jiru: dhagaxni bakka ollaatti tarkaanfata
shax-refuse-must-free = hadig: { $who ->
    [you] ati cufamteetta
   *[other] { $side } cufameera
}, kanaaf { $who2 ->
    [you] ati
   *[other] { $side2 }
} isa hiikuuf tarkaanfachuu qaba
shax-refuse-freeing-removes = tarkaanfiin taphataa cufame hiiku homaa hin fudhatu
shax-refuse-no-jare = { $from }-{ $to } sarara sadii hin uumu (jare hin jiru), kanaaf homaa hin fudhatu
shax-refuse-nothing-on = jare: { $who ->
    [you] dhagaxoota kee
   *[other] dhagaxoota { $side }
} keessaa tokko fudhadhu; { $point } tokkollee hin qabu
sadeqa-refuse-others-row = { $hole } gama { $who ->
    [you] keetii
   *[other] { $side }
} jira: boolla gama { $who2 ->
    [you] keetii
   *[other] { $side2 }
} irraa facaasi
sadeqa-refuse-empty = { $hole } duwwaa dha: boolla sanyii qabu irraa facaasi
sadeqa-refuse-endless = facaasni sun gonkumaa hin xumuramu: sanyiin { $hole } irraa bara baraan naanna'a
kimasai-refuse-no-stone = { $hole } { $who ->
    [you] dhagaxoota kee
   *[other] dhagaxoota { $side }
} keessaa tokkollee hin qabu
kimasai-refuse-not-next = dhagaxni boolla itti aanu qofatti faallaa sa'aatii tarkaanfata: { $from } irraa sun { $next } dha
kimasai-refuse-occupied = dhagaxni faallaa sa'aatii qofa tarkaanfata, { $hole } immoo duwwaa miti
review-play-from-here = Asii taphadhu:
review-against-computer = kompiitara irratti ({ $level })
review-with-friend = hiriyaa waliin
review-close = Irra deebii cufi
review-start = Jalqaba
review-start-keys = Home ykn xiyyoo olii
review-back = Duuba
review-back-keys = Xiyyoo bitaa
review-next = Itti aanu
review-next-keys = Xiyyoo mirgaa
review-end = Dhuma
review-end-keys = End ykn xiyyoo gadii
review-of = kan { $moves } keessaa
review-chances = { $south } { $south-share } % · { $north } { $north-share } %
review-looking = Kompiitarri haala kana ilaalaa jira…
review-progress = (irra deebii kompiitaraa: haala { $total } keessaa { $done })
review-legend = { $legend }: tarkaanfii taphataa isaa carraa injifannoo qabxii 5, 10 ykn 15 dhabsiise
judgement-inaccuracy = dogoggora xiqqaa
judgement-mistake = dogoggora
judgement-blunder = dogoggora guddaa
review-move-number = Tarkaanfii { $number }
review-verdict-judgement-inaccuracy = { $move } dogoggora xiqqaa ture: carraan { $who ->
    [you] kee
   *[other] { $side }
} qabxii { $points } gad bu'e.
review-verdict-judgement-mistake = { $move } dogoggora ture: carraan { $who ->
    [you] kee
   *[other] { $side }
} qabxii { $points } gad bu'e.
review-verdict-judgement-blunder = { $move } dogoggora guddaa ture: carraan { $who ->
    [you] kee
   *[other] { $side }
} qabxii { $points } gad bu'e.
review-better-named = Kan caalu { $move } ture, gabatee irratti mallattaa'eera.
review-better = Tarkaanfiin caalu gabatee irratti mallattaa'eera.
best-play-win = { $who ->
    [you] Ati
   *[other] { $side }
} tapha gaarii ta'een { $plies } keessatti { $who ->
    [you] injifatta
   *[other] injifata
}
best-play-draw = Tapha gaarii ta'een walqixxee
best-play-margin = { $who ->
    [you] Ati
   *[other] { $side }
} tapha gaarii ta'een { $seeds ->
    [one] sanyii 1
   *[other] sanyii { $seeds }
}n { $who ->
    [you] injifatta
   *[other] injifata
}
match-streak = { $wins ->
    [one] Waldorgommii: { $side }, injifannoo 1
   *[other] Waldorgommii: { $side }, injifannoo { $wins } walitti aansee
}
match-gal = Gal — injifannoo afur walitti aansee { $side }f!
match-gabad = Gabad — injifannoo shan walitti aansee { $side }f!

## Maaliif galmeen ykn geessituun hin banamne

link-does-not-open = Taphni geessitu kanaa hin banamu
record-problem = { $what }: { $why }.
record-empty = duwwaa dha
record-unknown-game = “{ $word }” as tapha miti (taphoonni { $games } dha)
record-unknown-tag = “{ $word }” filannoos mallattoos miti (date=, south=, north=, result=)
record-tag-twice = “{ $word }” yeroo lama kennameera
record-no-moves = tarkaanfii isaa dura jecha “moves” hin qabu
record-unknown-option = “{ $word }” filannoo miti (first=south ykn first=north, seeds=4 ykn seeds=6)
record-bad-first = “{ $word }” gama jalqabuu danda'u miti (first=south ykn first=north)
record-bad-seeds = seeds={ $word } filannoo miti (seeds=4 ykn seeds=6)
record-seeds-not-here = Sadeqa III qofatu seeds= waliin taphatama
record-move-refused = tarkaanfii { $number }, “{ $move }”, hin hayyamamu — { $why }
record-move-unreadable = tarkaanfii { $number }, “{ $move }”, tarkaanfii tapha kanaa miti
record-rules-refuse = seeronni achitti hin hayyaman

## Geessituu tapha kuufame irratti banuu

link-another-game = Geessituun kun tapha biraati: banuun isaa tapha kee kuufame bakka buusa ({ $game }, { $played ->
    [one] tarkaanfii 1 taphatame
   *[other] tarkaanfii { $played } taphataman
}).
link-older = Geessituun kun tapha kee caalaa moofaa dha: tarkaanfii { $stops } irratti dhaabata, taphni kee immoo tarkaanfii { $played } irra jira. Banuun isaa tapha kee achitti deebisa.
link-leaves-at = Geessituun kun tapha kee tarkaanfii { $number } irratti dhiisa: banuun isaa tapha kee bakka buusa ({ $game }, { $played ->
    [one] tarkaanfii 1 taphatame
   *[other] tarkaanfii { $played } taphataman
}).

## Faayiloota taphataa, yeroo tokko itti fayyadamuun hin danda'amne

notice-settings-not-read = Qindaa'inni kee dubbifamuu hin dandeenye, kanaaf taphni qindaa'ina isaa idilee fayyadama.
notice-settings-put-aside = Qindaa'inni kee dubbifamuu hin dandeenye, kanaaf gara tokkotti kaa'ameera: { $aside }. Taphni qindaa'ina isaa idilee fayyadama.
notice-settings-not-put-aside = Qindaa'inni kee dubbifamuus gara tokkotti kaa'amuus hin dandeenye. Taphni qindaa'ina isaa idilee fayyadama.
notice-game-not-read = Taphni kee kuufame dubbifamuu hin dandeenye.
notice-game-put-aside = Taphni kee kuufame dubbifamuu hin dandeenye ({ $why }), kanaaf gara tokkotti kaa'ameera: { $aside }.
notice-game-not-put-aside = Taphni kee kuufame dubbifamuus ({ $why }) gara tokkotti kaa'amuus hin dandeenye.
problem-damaged = faayilichi miidhameera
problem-foreign = tapha Dagaan kuufame miti
problem-too-new = gosti Daga haaraan kuuse
problem-no-version = gosti Daga tokkollee hin kuufne
problem-unknown-game = tapha gosti kun hin beekne dha
problem-unknown-settings = qindaa'inni isaa kan gosti kun beeku miti
problem-move = tarkaanfiin isaa { $number } taphatamuu hin danda'u
notice-progress-not-read = Guddinni kee dubbifamuu hin dandeenye: taphoonni har'aa ni lakkaa'amu, garuu hin kuufaman.
notice-progress-put-aside = Guddinni kee dubbifamuu hin dandeenye, kanaaf gara tokkotti kaa'ameera: { $aside }. Asii jalqabee haaraatti eegala.
notice-progress-not-put-aside = Guddinni kee dubbifamuus gara tokkotti kaa'amuus hin dandeenye. Asii jalqabee haaraatti eegala.

## Hibboo
menu-daily-puzzle = Hibboo har'aa
menu-daily-puzzle-streak = Hibboo har'aa · { $days ->
    [one] guyyaa 1 walitti aansee
   *[other] guyyaa { $days } walitti aansee
}
menu-puzzles = Hibboo { $game } · { $solved }/{ $count }
menu-next-puzzle = Tapha kee isa dhumaa moo'amte. Hibboo yaali: { $theme }
menu-next-level = Itti aansee: { $level } taphadhu, sadarkaa sadarkaa kee wajjin walsimu ({ $rating })
menu-your-games = Taphoota kee
puzzle-line = Hibboo { $count } keessaa { $number } · { $theme } · { $goal }
puzzle-daily-line = Hibboo har'aa · { $theme } · { $goal }
puzzle-goal-win = { $side } socha'ee tarkaanfii { $moves }n moo'a
puzzle-goal-keep = { $side } ni socha'a, ni moo'aas: { $moves ->
    [one] tarkaanfii tokkicha injifannoo eegu barbaadi
   *[other] tarkaanfii { $moves } injifannoo eegan barbaadi
}
puzzle-theme-hadig = Hadig: tarkaanfii tokkollee hin dhiisin
puzzle-theme-two-pieces = Hanga dhagaa lamaatti
puzzle-theme-win-the-count = Lakkoofsaan moo'i
puzzle-theme-capture = Qabachuu
puzzle-theme-two-columns = Tarree lama yeroo tokkotti
puzzle-theme-quiet-move = Tarkaanfii callisaa
puzzle-wrong = { $move } injifannoo ni dhabsiisa. Tarkaanfii biraa yaali.
puzzle-wrong-ringed = { $move } dabalataan injifannoo ni dhabsiisa. Tarkaanfiin geengoo qabu ni eega.
puzzle-solved = Hibboon hiikame
puzzle-daily-solved = Hibboon har'aa hiikame
puzzle-solved-clean = Yaalii jalqabaatiin, akeekkachiisa malee.
puzzle-solved-hinted = Akeekkachiisaan hiikame.
puzzle-solved-after = { $tries ->
    [one] Dogoggora tokko booda hiikame.
   *[other] Dogoggora { $tries } booda hiikame.
}
puzzle-solved-open = Asii booda, tarkaanfii tokkoo ol injifannoo ni eegu.
puzzle-streak = { $days ->
    [one] guyyaa 1 walitti aansee
   *[other] guyyaa { $days } walitti aansee
}
puzzle-next = Hibboo itti aanu
puzzle-again = Irra deebi'i
puzzle-start-again-tooltip = Hibboo irra deebi'ii jalqabi
title-puzzle-solved = Hibboon hiikame
title-puzzle-daily = Hibboo har'aa
title-puzzle-of = Hibboo { $count } keessaa { $number }

## Taphoota kee
your-games = Taphoota kee
your-games-none = Ammaaf tapha kompiitara waliin hin jiru.
your-games-rating = Sadarkaa kompiitara irratti: { $rating } ({ $change })
your-games-level = { $level }: { $won } moo'e, { $drawn } walqixa, { $lost } moo'ame
your-games-puzzles = Hibboo
your-games-puzzles-solved = { $solved } hiikame, { $clean } yaalii jalqabaatiin
your-games-puzzle-rating = Sadarkaa hibboo: { $rating } ({ $change })
your-games-chart = Sadarkaa tapha ykn hibboo hunda booda, bitaa irraa; sararoonni qalloon: hammam akka mirkanaa'e.

## Gabateen jechaan, dubbisaa iskiriinii (src/app/ui/spoken.rs)
spot-said-light-piece = { $spot }, taphataa adii
spot-said-dark-piece = { $spot }, taphataa gurraacha
spot-said-light-stone = { $spot }, dhagaa adii
spot-said-dark-stone = { $spot }, dhagaa gurraacha
spot-said-light-seed = { $spot }, firii adii
spot-said-dark-seed = { $spot }, firii gurraacha
spot-said-empty = { $spot }, duwwaa
spot-said-in-row = { $spot } (tarree { $side })
spot-said-seeds = { $spot }, { $count ->
    [one] firii 1
   *[other] firii { $count }
}
said-row = Tarree { $row }: { $spots }.
said-no-move-yet = Hanga ammaatti socho'iinsi hin taphatamne.
said-last-move = Socho'iinsa dhumaa: { $move }.
said-no-cursor = Iddoon hin filatamne: dura xiyya ykn Tab'n kursara socho'si.
said-moves-from = Socho'iinsota { $spot } irraa: { $moves }.
said-no-moves-from = Socho'iinsi { $spot } irraa jalqabu hin jiru.
typed-not-your-turn = Yeroon socho'uu kan kee miti.
typed-refused = “{ $move }” asitti socho'iinsa miti: kan eegamu { $expected }.
typed-move-label = Socho'iinsa barreessi
typed-move-example = Socho'iinsa barreessi, akka { $example }, achiis Enter
access-board = Gabatee
access-news = Oduu
access-keys = Furtuulee: xiyyoonni ykn Tab iddoo filatu, Enter ni taphata, Esc ni dhiisa; F6 gara qabduuwwanii deema, Esc ykn F6 ni deebisa; B gabatee dubbisa, T yeroo eenyuu fi qabxii, L socho'iinsa dhumaa, M socho'iinsota iddoo filatame irraa, K furtuulee kana; U deebisa, H gorsa kenna. / saanduqa socho'iinsa itti barreessan bana.
access-read-board = Gabatee dubbisi
access-read-turn = Yeroo eenyuu fi qabxii
access-read-last = Socho'iinsa dhumaa
access-can-pick = filatamuu danda'a

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
menu-friend-here = Hiriyaa iskiriinii kana irratti
menu-friend-online = Hiriyaa toora irratti
menu-computer = Kompiitara
menu-level = { $number } { $name }
menu-who-starts = Eenyutu jalqaba:
menu-you = Ati
menu-south = Kibba
menu-north = Kaaba
menu-side-marked = { $side } — { $marks }
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

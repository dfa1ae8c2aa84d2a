# Du bist dran: Tokens hinein, Tokens heraus.
#
# 1. tokens: plotte beim Aufzeichnen das Token jedes Messwerts als "token".
# 2. imagine: zieh nach dem Training die nächste Umdrehung (12 Tokens) bei einer
#    Temperatur von 0.5 oder weniger, jedes Token wieder eingelesen. Plotte die Softmax des
#    ersten Schritts als "probability" (zehn Werte, einen pro Token), dann jedes ausgedachte
#    Token als "imagined". Der Roboter misst dann die echte Umdrehung.
# Die Aufgaben stehen im Text der Lektion; Abgeben bewertet sie.
from bugbot import *
import math
import random

connect()
random.seed(1)

BIN = 10          # ein Token ist ein 10-cm-Bereich: Token 2 ist 20 bis 29 cm
VOCAB = 10        # Tokens 0 bis 9 (90 cm und mehr ist Token 9)
CONTEXT = 12      # das Modell sieht die letzten 12 Tokens, etwa eine Umdrehung
D = 8             # jedes Token wird zu 8 gelernten Zahlen
HIDDEN = 16       # die Breite des Feed-Forward-Netzes
RATE = 0.05       # wie weit jeder Trainingsschritt die Zahlen bewegt
EPOCHS = 30       # Durchgänge durch alle Beispiele


def token(cm):
    return min(int(cm // BIN), VOCAB - 1)


def small():
    return random.gauss(0, 0.3)


def matrix(rows, cols):
    return [[small() for _ in range(cols)] for _ in range(rows)]


def times(m, v):
    return [sum(a * b for a, b in zip(row, v)) for row in m]


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [x / total for x in e]


model = {
    "embed": matrix(VOCAB, D),      # ein Vektor für jedes Token
    "place": matrix(CONTEXT, D),    # ein Vektor für jede Stelle: gelernte Positionen
    "Wq": matrix(D, D), "Wk": matrix(D, D), "Wv": matrix(D, D),
    "W1": matrix(HIDDEN, D), "W2": matrix(D, HIDDEN),
    "out": matrix(VOCAB, D),        # ein Score für jedes Token
}


def forward(tokens):
    m = model
    x = [[e + p for e, p in zip(m["embed"][t], m["place"][i])] for i, t in enumerate(tokens)]
    query = times(m["Wq"], x[-1])
    keys = [times(m["Wk"], xi) for xi in x]
    values = [times(m["Wv"], xi) for xi in x]
    weights = softmax([sum(q * k for q, k in zip(query, key)) / math.sqrt(D) for key in keys])
    heard = [sum(w * v[d] for w, v in zip(weights, values)) for d in range(D)]
    z = [a + b for a, b in zip(x[-1], heard)]                         # Attention, dazuaddiert
    hidden = [max(0.0, s) for s in times(m["W1"], z)]                  # Feed-Forward
    z2 = [a + b for a, b in zip(z, times(m["W2"], hidden))]
    probabilities = softmax(times(m["out"], z2))
    return probabilities, (x, query, keys, values, weights, z, hidden, z2)


def learn(tokens, truth):
    """Ein Schritt Gradientenabstieg auf einem Beispiel; gibt seinen Loss zurück."""
    m = model
    p, (x, query, keys, values, weights, z, hidden, z2) = forward(tokens)
    dlogit = [pi - (1 if i == truth else 0) for i, pi in enumerate(p)]
    dz2 = [sum(dlogit[i] * m["out"][i][d] for i in range(VOCAB)) for d in range(D)]
    dhidden = [sum(dz2[d] * m["W2"][d][h] for d in range(D)) * (hidden[h] > 0) for h in range(HIDDEN)]
    dz = [dz2[d] + sum(dhidden[h] * m["W1"][h][d] for h in range(HIDDEN)) for d in range(D)]
    dheard = dz
    dweights = [sum(a * b for a, b in zip(dheard, v)) for v in values]
    heard_dot = sum(w * dw for w, dw in zip(weights, dweights))
    dscore = [w * (dw - heard_dot) / math.sqrt(D) for w, dw in zip(weights, dweights)]
    dquery = [sum(dscore[i] * keys[i][d] for i in range(len(x))) for d in range(D)]
    dx = [[0.0] * D for _ in x]
    dx[-1] = list(dz)
    for d in range(D):
        for e in range(D):
            dx[-1][e] += dquery[d] * m["Wq"][d][e]
    grads = {"Wq": [[dquery[d] * x[-1][e] for e in range(D)] for d in range(D)]}
    # Key i = Wk x_i zieht mit dscore_i * query, Value i = Wv x_i mit weights_i * dheard: zuerst
    # über die Stellen summiert, dieselben Gradienten in wenigen Produkten statt einer Schleife pro Stelle
    pulled = [sum(dscore[i] * xi[e] for i, xi in enumerate(x)) for e in range(D)]
    mixed = [sum(weights[i] * xi[e] for i, xi in enumerate(x)) for e in range(D)]
    grads["Wk"] = [[query[d] * pulled[e] for e in range(D)] for d in range(D)]
    grads["Wv"] = [[dheard[d] * mixed[e] for e in range(D)] for d in range(D)]
    back_k = [sum(query[d] * m["Wk"][d][e] for d in range(D)) for e in range(D)]
    back_v = [sum(dheard[d] * m["Wv"][d][e] for d in range(D)) for e in range(D)]
    for i in range(len(x)):
        dx[i] = [a + dscore[i] * k + weights[i] * v for a, k, v in zip(dx[i], back_k, back_v)]
    grads["out"] = [[dlogit[i] * z2[d] for d in range(D)] for i in range(VOCAB)]
    grads["W2"] = [[dz2[d] * hidden[h] for h in range(HIDDEN)] for d in range(D)]
    grads["W1"] = [[dhidden[h] * z[d] for d in range(D)] for h in range(HIDDEN)]
    for name, g in grads.items():
        m[name] = [[a - RATE * b for a, b in zip(row, grow)] for row, grow in zip(m[name], g)]
    for i, t in enumerate(tokens):
        m["embed"][t] = [a - RATE * b for a, b in zip(m["embed"][t], dx[i])]
        m["place"][i] = [a - RATE * b for a, b in zip(m["place"][i], dx[i])]
    return -math.log(p[truth])


def sample(probabilities, temperature):
    if temperature == 0:
        return max(range(VOCAB), key=lambda i: probabilities[i])
    weights = [p ** (1 / temperature) for p in probabilities]
    return random.choices(range(VOCAB), weights)[0]


def spot(cm, x, y, way):
    """Wo auf der Matte ein Messwert von `cm` trifft, gemessen bei (x, y) in Richtung `way` Grad."""
    return 50 + x + cm * math.sin(math.radians(way)), 20 + y + cm * math.cos(math.radians(way))


# 1. eine Drehung aufzeichnen, als Tokens
tokens = []
for tick in range(90):
    drive(0, 0, 100)
    tokens.append(token(distance()))
    # plotte das Token dieses Messwerts als "token"
    wait(0.25)
stop()
examples = [(tokens[i:i + CONTEXT], tokens[i + CONTEXT]) for i in range(len(tokens) - CONTEXT)]

# 2. trainieren
for epoch in range(EPOCHS):
    random.shuffle(examples)
    loss = sum(learn(context, truth) for context, truth in examples) / len(examples)
    plot("loss", loss)

# 3. die nächste Umdrehung ausdenken: CONTEXT Tokens, jedes bei TEMPERATURE aus
#    forward(context)[0] gezogen und wieder in den Kontext eingelesen. Plotte die
#    Wahrscheinlichkeiten des ersten Schritts als "probability" und jedes ausgedachte Token als "imagined".
TEMPERATURE = 0.5
imagined = []

# 4. weiterdrehen: die echte nächste Umdrehung, neben die ausgedachte gezeichnet
real, spots, hits = [], [], []
for tick in range(CONTEXT):
    drive(0, 0, 100)
    cm = distance()
    x, y = position()
    real.append(token(cm))
    spots.append((x, y, heading()))
    hits.append(spot(cm, *spots[-1]))
    wait(0.25)
stop()
draw("real revolution", hits, "blue", "dots", 8)
draw("imagined revolution", [spot(t * BIN + BIN / 2, *s) for t, s in zip(imagined, spots)], "orange", "crosses", 10)
